import { ArticlePage, Figure } from './article-page';
import { DiodeCurveDemo } from './diode-demo';
import { BASICS_PARENT } from './topics';

function DiodeSymbols() {
  return (
    <svg
      viewBox="0 0 380 110"
      role="img"
      aria-label="Symbols: rectifier diode, LED, Schottky diode and zener diode, anode left and cathode right"
    >
      {[
        { x: 10, label: 'Diode' },
        { x: 105, label: 'LED' },
        { x: 200, label: 'Schottky' },
        { x: 295, label: 'Zener' },
      ].map(({ x, label }) => (
        <g key={label} stroke="currentColor" strokeWidth="2" fill="none">
          <path d={`M${x} 45 H${x + 25} M${x + 55} 45 H${x + 75}`} />
          <path d={`M${x + 25} 30 L${x + 55} 45 L${x + 25} 60 Z`} fill="currentColor" />
          {label === 'Zener' ? (
            <path d={`M${x + 49} 24 L${x + 55} 30 V60 L${x + 61} 66`} />
          ) : label === 'Schottky' ? (
            <path d={`M${x + 49} 26 V30 H${x + 55} V60 H${x + 61} V64`} />
          ) : (
            <path d={`M${x + 55} 30 V60`} />
          )}
          {label === 'LED' ? <path d={`M${x + 40} 24 l10 -12 M${x + 48} 28 l10 -12`} /> : null}
          <text x={x + 37} y="95" textAnchor="middle" fontSize="12" fill="currentColor" stroke="none">
            {label}
          </text>
        </g>
      ))}
    </svg>
  );
}

export function DiodesPage() {
  return (
    <ArticlePage
      title="Diodes"
      lead="A diode lets current through one way and blocks it the other. Rectifiers, protection, LEDs and voltage references all come from that one property."
      parent={BASICS_PARENT}
      quizTopic="diodes"
      related={[
        { to: '/calculators/led-resistor', label: 'LED resistor calculator' },
        { to: '/tools/diode-markings', label: 'SMD diode markings' },
        { to: '/education/zener-diodes', label: 'Zener diodes' },
        { to: '/education/basics/rectifiers', label: 'Next: rectifiers' },
      ]}
    >
      <h2>Anode, cathode and the arrow</h2>
      <p>
        A diode is a PN junction with two leads: the anode (p side) and the cathode (n side). The symbol’s
        triangle points the way conventional current can flow, from anode to cathode; the bar is the cathode.
        On the part itself the cathode is marked with a ring or band.
      </p>
      <Figure caption="Common diode symbols. Current flows left to right, anode to cathode, when forward biased.">
        <DiodeSymbols />
      </Figure>

      <h2>Forward and reverse</h2>
      <p>
        Forward biased, a silicon diode conducts once about 0.6–0.7 V is across it, and that drop stays nearly
        constant even as the current grows. Reverse biased, it passes only a tiny leakage current – nanoamps
        to microamps – until the reverse voltage reaches the breakdown rating. Ordinary rectifier diodes must
        never be pushed that far; zener diodes are built to work there.
      </p>

      <DiodeCurveDemo />

      <h2>The main families</h2>
      <ul>
        <li>
          <strong>Rectifier diodes</strong> such as the 1N4001–1N4007 (1 A, 50 V to 1000 V) for
          mains-frequency power.
        </li>
        <li>
          <strong>Small-signal diodes</strong> such as the 1N4148 for logic, clamping and detection.
        </li>
        <li>
          <strong>Fast and ultrafast recovery diodes</strong> for switch-mode supplies: a normal diode keeps
          conducting for a moment after the voltage reverses, which wastes power at high frequency.
        </li>
        <li>
          <strong>Schottky diodes</strong> – a metal-to-semiconductor junction with only 0.2–0.45 V drop and
          almost no recovery time, at the cost of more leakage, especially when hot.
        </li>
        <li>
          <strong>LEDs</strong> – junctions of compound semiconductors that give off light. The colour sets
          the forward voltage: about 1.8–2 V for red, 3 V or more for blue and white. An LED always needs
          something to limit its current, usually a series resistor.
        </li>
        <li>
          <strong>Zener and TVS diodes</strong> – built to conduct in reverse at a set voltage, for
          references, clamps and surge protection.
        </li>
      </ul>

      <h2>Testing a diode</h2>
      <p>
        Use the meter’s diode-test range, power off. Red lead on the anode: a good silicon diode reads roughly
        0.5–0.7 V (Schottky lower, LEDs higher or a faint glow). Reverse the leads: OL. Near 0 V both ways
        means shorted; OL both ways means open. In circuit, parallel paths can confuse the reading, so lift
        one leg if in doubt.
      </p>

      <h2>A classic job: the flyback diode</h2>
      <p>
        Relay coils, solenoids and motors are inductors. When the transistor driving one turns off, the coil’s
        current must go somewhere, and it raises its own voltage until it finds a path. A diode across the
        coil, cathode to the positive side, gives it that path and keeps the spike to one diode drop above the
        supply.
      </p>
    </ArticlePage>
  );
}
