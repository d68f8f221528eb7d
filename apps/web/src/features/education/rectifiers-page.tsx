import { ArticlePage, Figure } from './article-page';
import { RectifierDemo } from './rectifier-demo';
import { BASICS_PARENT } from './topics';

function BridgeDiagram() {
  const diode = (x: number, y: number, rotate: number) => (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <path d="M-10 -9 L8 0 L-10 9 Z" fill="currentColor" />
      <path d="M8 -9 V9" stroke="currentColor" strokeWidth="2" />
    </g>
  );
  return (
    <svg
      viewBox="0 0 340 200"
      role="img"
      aria-label="Bridge rectifier: four diodes in a diamond, AC on the left and right corners, DC plus at the top, minus at the bottom"
    >
      <g stroke="currentColor" strokeWidth="2" fill="none">
        <path d="M170 30 L100 100 L170 170 L240 100 Z" />
        <path d="M170 30 V15 H310 M170 170 V185 H310" />
        <path d="M60 100 H100 M240 100 H280" />
      </g>
      {diode(135, 65, -45)}
      {diode(205, 65, -135)}
      {diode(135, 135, -135)}
      {diode(205, 135, -45)}
      <g fontSize="12" fill="currentColor">
        <text x="20" y="104">
          AC ~
        </text>
        <text x="286" y="104">
          ~ AC
        </text>
        <text x="300" y="12">
          + DC
        </text>
        <text x="300" y="198">
          − DC
        </text>
      </g>
    </svg>
  );
}

export function RectifiersPage() {
  return (
    <ArticlePage
      title="Rectifiers"
      lead="Almost every mains-powered device first turns AC into DC. Diodes do the steering and a capacitor fills the gaps."
      parent={BASICS_PARENT}
      quizTopic="rectifiers"
      related={[
        { to: '/education/basics/diodes', label: 'Diodes' },
        { to: '/education/power-electronics', label: 'Power electronics' },
        { to: '/industrial/drive-faults', label: 'Drive faults (DC link under- and overvoltage)' },
      ]}
    >
      <h2>Half-wave</h2>
      <p>
        One diode in series with the load passes the positive half-cycles and blocks the negative ones. The
        output is a string of humps at the mains frequency with nothing in between. It is simple and cheap,
        but it uses the transformer on only half the cycle and leaves a large ripple. You still find it in
        small standby supplies.
      </p>

      <h2>Full-wave: centre tap or bridge</h2>
      <p>
        A full-wave rectifier uses both halves of the cycle, so the humps come at twice the mains frequency –
        100 Hz on 50 Hz mains. One way is a centre-tapped transformer with two diodes; each diode must then
        block about twice the peak of its half-winding. The usual way is the <strong>bridge</strong>: four
        diodes in a diamond. On each half-cycle two of them conduct in series, steering the current through
        the load the same way. Each diode only has to block the peak voltage, but the current passes through
        two drops, about 1.4 V for silicon.
      </p>
      <Figure caption="A bridge rectifier. Whichever AC terminal is positive, current leaves at + and returns at −.">
        <BridgeDiagram />
      </Figure>

      <h2>The reservoir capacitor</h2>
      <p>
        Humps are not much use to electronics. A large electrolytic capacitor across the output charges up to
        the peak and feeds the load while the input is low. The output then sits near the peak with a sawtooth
        ripple on top. For a rough figure:
      </p>
      <p>
        <code>ripple (V p-p) ≈ I_load / (f_ripple × C)</code>
      </p>
      <p>
        1 A from a bridge on 50 Hz with 4700 µF gives about 1 / (100 × 0.0047) ≈ 2.1 V. Double the capacitor
        or halve the current to halve the ripple. A linear regulator after it removes the rest, as long as the
        lowest point of the ripple stays above the regulator’s input needs.
      </p>

      <RectifierDemo />

      <h2>What the numbers mean in practice</h2>
      <ul>
        <li>A 12 V RMS winding peaks at 17 V; after a bridge and capacitor, expect about 15.6 V unloaded.</li>
        <li>
          The diodes conduct only in short bursts near each peak to refill the capacitor, so their peak
          current is several times the load current. Choose diodes and the capacitor’s ripple-current rating
          for that.
        </li>
        <li>
          A failed-open diode in a bridge turns it into a half-wave rectifier: ripple at 50 Hz instead of 100
          Hz and about twice as big. A shorted diode usually blows the fuse.
        </li>
        <li>
          Three-phase drives use a six-diode bridge. On 400 V mains the DC link sits around 540–565 V; that is
          the voltage a drive’s “DC bus undervoltage” and “overvoltage” faults are about.
        </li>
      </ul>
    </ArticlePage>
  );
}
