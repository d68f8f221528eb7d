import { Link } from 'react-router';
import { ArticlePage, Figure } from './article-page';
import { PwmDemo } from './pwm-demo';
import { INVERTER_SIMULATOR_PATH } from './topics';

function HalfBridgeDiagram() {
  const sw = (y: number, label: string) => (
    <g>
      <rect x="110" y={y} width="40" height="40" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d={`M118 ${y + 30} L142 ${y + 10}`} stroke="currentColor" strokeWidth="2" />
      <text x="160" y={y + 25} fontSize="12" fill="currentColor">
        {label}
      </text>
    </g>
  );
  return (
    <svg
      viewBox="0 0 320 230"
      role="img"
      aria-label="Half-bridge: two switches in series across a DC link made of two capacitors; the load runs from the switches' midpoint to the capacitors' midpoint"
    >
      <g stroke="currentColor" strokeWidth="2" fill="none">
        <path d="M40 20 H130 V30 M130 70 V140 M130 180 V200 H40 M40 20 V75 M40 145 V200 M130 110 H250 V150" />
        <path d="M25 75 H55 M25 85 H55 M25 135 H55 M25 145 H55 M40 85 V135" />
        <path d="M250 190 V218 H10 V110 H40" />
        <rect x="240" y="150" width="20" height="40" />
      </g>
      <circle cx="40" cy="110" r="3.5" fill="currentColor" />
      {sw(30, 'high side')}
      {sw(140, 'low side')}
      <g fontSize="12" fill="currentColor">
        <text x="60" y="16">
          +DC link
        </text>
        <text x="60" y="195">
          −DC link
        </text>
        <text x="200" y="104">
          output
        </text>
        <text x="268" y="174">
          load
        </text>
      </g>
    </svg>
  );
}

export function PowerElectronicsPage() {
  return (
    <ArticlePage
      title="Power Electronics"
      lead="Power electronics moves energy with switches instead of wasting it in resistance: phone chargers, LED drivers, solar inverters and motor drives all work this way."
      quizTopic="power-electronics"
      related={[
        { to: INVERTER_SIMULATOR_PATH, label: 'Inverter simulator' },
        { to: '/industrial/drive-faults', label: 'Drive fault codes' },
        { to: '/tools/igbt-xref', label: 'IGBT cross-reference' },
        { to: '/education/basics/rectifiers', label: 'Rectifiers' },
      ]}
    >
      <h2>Why switch?</h2>
      <p>
        A linear regulator drops the extra voltage across a transistor: 12 V in, 5 V out at 1 A burns 7 W,
        more than the load uses. A switch wastes almost nothing, because when it is on there is hardly any
        voltage across it and when it is off there is no current through it. Losses come from the short
        moments of switching and from the switch’s on-resistance, so good converters reach 90 % efficiency and
        more.
      </p>

      <h2>Pulse-width modulation</h2>
      <p>
        Switching a supply on and off fast, with an on-time that is a fraction D of each period, gives an
        average voltage of D × Vin. An inductor and capacitor smooth the pulses into steady DC. That is the
        buck (step-down) converter. Rearranging the same parts gives the boost converter, Vout = Vin / (1 −
        D), and the buck-boost and flyback families.
      </p>

      <PwmDemo />

      <h2>The switches</h2>
      <ul>
        <li>
          <strong>MOSFETs</strong> – fast and efficient at low and medium voltage; the standard in chargers
          and DC-DC converters.
        </li>
        <li>
          <strong>IGBTs</strong> – a MOS gate with bipolar conduction, used from about 600 V to several
          kilovolts in motor drives, welders and induction heaters. They switch more slowly than MOSFETs.
        </li>
        <li>
          <strong>Thyristors (SCRs) and triacs</strong> – latch on when triggered and turn off only when the
          current falls to zero. They run soft starters, DC drives and light dimmers on AC mains.
        </li>
        <li>
          <strong>SiC and GaN transistors</strong> – wide-band-gap parts that switch faster with lower losses
          and are taking over in compact chargers, solar inverters and electric vehicles.
        </li>
      </ul>

      <h2>Bridges and inverters</h2>
      <p>
        Two switches in series across a DC supply form a half-bridge. Turning them on alternately connects the
        output to the positive or the negative rail. Both must never be on together – that would short the DC
        link (shoot-through) – so the controller leaves a short <em>dead time</em> between them. Two
        half-bridges make an H-bridge for DC motors; three make the three-phase inverter of a motor drive.
      </p>
      <Figure caption="A half-bridge with a split DC link: the load sees +½ or −½ of the link voltage. The high-side gate driver floats on the output, often powered by a bootstrap capacitor.">
        <HalfBridgeDiagram />
      </Figure>
      <p>
        A variable-frequency drive rectifies the mains into a DC link, then its inverter switches at a few
        kilohertz with a duty cycle that follows a sine wave. The motor’s inductance smooths the current into
        a near-sine at the frequency the drive chooses, which sets the motor speed. See it happen step by step
        in the <Link to={INVERTER_SIMULATOR_PATH}>inverter simulator</Link>.
      </p>

      <h2>Safety</h2>
      <p>
        The DC link of a mains-powered converter holds hundreds of volts in large capacitors, and it stays
        charged after the supply is switched off. Wait the time printed on the warning label, then measure the
        DC link before touching anything. Many drive faults – overvoltage, undervoltage, overcurrent, earth
        fault – describe what happened in these stages; the drive fault pages explain the codes.
      </p>
    </ArticlePage>
  );
}
