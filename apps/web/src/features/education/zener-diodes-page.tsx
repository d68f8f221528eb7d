import { ArticlePage, Figure } from './article-page';
import { ACCENT, Plot } from './plot';
import { ZenerDemo } from './zener-demo';

// A sketch of a 5.1 V zener's characteristic: a diode forward, a sharp knee in reverse.
const curve = [
  ...Array.from({ length: 30 }, (_, i) => {
    const v = -7 + i * 0.07;
    return [v, v < -5.1 ? -Math.min(40, (-5.1 - v) * 120) : 0] as const;
  }),
  [-4.9, 0] as const,
  [0.5, 0] as const,
  ...Array.from({ length: 10 }, (_, i) => [0.6 + i * 0.02, Math.min(40, (i * 0.02) ** 2 * 8000)] as const),
];

export function ZenerDiodesPage() {
  return (
    <ArticlePage
      title="Zener Diodes"
      lead="A zener diode conducts in reverse at a chosen voltage and holds that voltage over a range of currents: a simple reference, regulator and clamp."
      quizTopic="zener-diodes"
      related={[
        { to: '/education/basics/diodes', label: 'Diodes' },
        { to: '/tools/diode-markings', label: 'SMD zener and TVS markings' },
        { to: '/calculators/ohms-law', label: "Ohm's law calculator (series resistor)" },
        { to: '/calculators/power', label: 'Power calculator (zener and resistor dissipation)' },
      ]}
    >
      <h2>Breakdown on purpose</h2>
      <p>
        Every diode breaks down if the reverse voltage is high enough. In a normal rectifier that is a
        failure; a zener is doped so that breakdown happens at a precise, low voltage – from about 2.4 V to
        200 V – and it survives as long as its power rating is respected. Forward biased, a zener behaves like
        any silicon diode with about 0.7 V drop.
      </p>
      <Figure caption="Current against voltage: an ordinary diode knee on the right, the sharp zener knee at −5.1 V on the left.">
        <Plot
          label="Zener characteristic: near-zero current between −5.1 V and 0.6 V, steep rise beyond both"
          x={[-7, 1]}
          y={[-40, 40]}
          xLabel="V"
          yLabel="mA"
          series={[{ points: curve, color: ACCENT, width: 2.5 }]}
        />
      </Figure>

      <h2>The shunt regulator</h2>
      <p>
        The classic circuit is a resistor from the supply to the zener, with the load in parallel with the
        zener. The resistor drops whatever the zener does not need; the zener takes whatever current the load
        leaves. As long as some current is left for the zener, the output stays at V<sub>Z</sub>.
      </p>
      <ol>
        <li>
          Series resistor: <code>R = (Vin_min − Vz) / (I_load_max + I_z_min)</code>, then pick the next lower
          standard value.
        </li>
        <li>
          Zener power, worst case: load disconnected and input at its highest,{' '}
          <code>P = Vz × (Vin_max − Vz) / R</code>.
        </li>
        <li>
          Resistor power: <code>P = (Vin_max − Vz)² / R</code>.
        </li>
      </ol>
      <p>
        Example: 12 V in, 5.1 V out, 10 mA load plus 5 mA for the zener gives (12 − 5.1) / 0.015 = 460 Ω; use
        430 Ω. With no load the zener then takes 16 mA, about 82 mW – fine for a 500 mW part.
      </p>

      <ZenerDemo />

      <h2>Where zeners fall short</h2>
      <ul>
        <li>
          They waste power: the resistor and zener burn current even with no load, so zeners suit small
          currents.
        </li>
        <li>
          The voltage moves a little with current (dynamic resistance) and with temperature. Zeners around 5–6
          V have the smallest temperature drift because two breakdown mechanisms with opposite tempcos meet
          there.
        </li>
        <li>
          Tolerance is usually ±2 % or ±5 %. For a tighter reference use a shunt reference IC such as the
          TL431.
        </li>
      </ul>

      <h2>Clamps and surge protection</h2>
      <p>
        A zener across a signal line limits how far it can rise; two in series, back to back, limit both
        polarities. TVS diodes are the heavy-duty relatives: large junctions rated for hundreds of watts or
        more for a few microseconds, which is what a lightning-induced surge or a switched inductor delivers.
      </p>

      <h2>Testing</h2>
      <p>
        A meter’s diode range shows the forward drop but usually cannot reach the zener voltage. Feed the
        zener from a bench supply a few volts above V<sub>Z</sub> through a 1 kΩ resistor and measure across
        it: a good 5.1 V zener reads close to 5.1 V.
      </p>
    </ArticlePage>
  );
}
