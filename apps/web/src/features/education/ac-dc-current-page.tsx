import { AcDcDemo } from './ac-dc-demo';
import { ArticlePage, Figure } from './article-page';
import { ACCENT, BLUE, Plot } from './plot';
import { BASICS_PARENT } from './topics';

const sine = Array.from({ length: 201 }, (_, i) => [i / 10, 10 * Math.sin((2 * Math.PI * i) / 100)] as const);

export function AcDcCurrentPage() {
  return (
    <ArticlePage
      title="AC and DC Current"
      lead="A battery pushes current one way; the mains reverses it fifty or sixty times a second. Both are useful, and telling their values apart avoids a lot of confusion."
      parent={BASICS_PARENT}
      quizTopic="ac-dc-current"
      related={[
        { to: '/calculators/ohms-law', label: "Ohm's law calculator" },
        { to: '/calculators/power', label: 'Power calculator' },
        { to: '/education/basics/rectifiers', label: 'Rectifiers: turning AC into DC' },
      ]}
    >
      <h2>Direct current</h2>
      <p>
        Direct current (DC) keeps one direction. Batteries, solar cells and the outputs of most power supplies
        are DC, and almost every electronic circuit runs on it. A 9 V battery stays at roughly 9 V between its
        terminals until it runs down; the polarity never changes.
      </p>

      <h2>Alternating current</h2>
      <p>
        Alternating current (AC) swings back and forth. Mains electricity follows a sine wave because that is
        what a rotating generator naturally produces, and because transformers can raise or lower a sine-wave
        voltage efficiently. Three numbers describe it:
      </p>
      <ul>
        <li>
          <strong>Frequency</strong> – complete cycles per second, in hertz. Mains is 50 Hz in most of the
          world and 60 Hz in North America and parts of South America and Asia.
        </li>
        <li>
          <strong>Period</strong> – the time of one cycle, T = 1 / f: 20 ms at 50 Hz, 16.7 ms at 60 Hz.
        </li>
        <li>
          <strong>Amplitude</strong> – how far it swings, given as peak, peak-to-peak or RMS.
        </li>
      </ul>
      <Figure caption="DC (dashed) stays at one level; AC (solid) reverses every half-cycle.">
        <Plot
          label="A DC line at 7 V and a 10 V peak sine wave crossing zero"
          x={[0, 20]}
          y={[-10, 10]}
          xLabel="time"
          yLabel="V"
          series={[
            { points: sine, color: ACCENT },
            {
              points: [
                [0, 7],
                [20, 7],
              ],
              color: BLUE,
              dashed: true,
            },
          ]}
        />
      </Figure>

      <h2>Peak, peak-to-peak and RMS</h2>
      <p>
        The peak is the highest point of the wave, peak-to-peak the distance from the lowest to the highest.
        The value printed on equipment, though, is the <strong>RMS</strong> (root mean square) value: the DC
        voltage that would heat a resistor just as much. For a sine wave:
      </p>
      <p>
        <code>V_rms = V_peak / √2 ≈ 0.707 × V_peak</code>
      </p>
      <p>
        So 230 V mains peaks at about 325 V and swings 650 V from bottom to top; 120 V mains peaks at about
        170 V. That matters when choosing capacitors and diodes: they must survive the peak, not the RMS
        value.
      </p>

      <AcDcDemo />

      <h2>Measuring AC</h2>
      <p>
        A multimeter on its AC range shows RMS. Cheaper meters measure the average of the rectified wave and
        multiply it by 1.11, which is only right for a clean sine. On the chopped or square waveforms of
        dimmers, inverters and switch-mode supplies they can be far off; a meter marked <em>True RMS</em>{' '}
        measures correctly. An oscilloscope shows the real shape and lets you read peak values directly – with
        a suitable differential or isolated probe on mains.
      </p>

      <h2>Phase</h2>
      <p>
        In a resistor, current and voltage rise and fall together: they are in phase. Capacitors and inductors
        shift them apart by up to a quarter cycle (90°), which is why an AC motor’s power is not simply volts
        times amps. That leads into the topics of reactance and power factor, which build on the ideas here.
      </p>
    </ArticlePage>
  );
}
