import { ArticlePage, Figure } from './article-page';
import { DopingDemo } from './doping-demo';
import { BASICS_PARENT } from './topics';

function JunctionDiagram() {
  return (
    <svg
      viewBox="0 0 360 150"
      role="img"
      aria-label="PN junction: p region with holes, depletion region in the middle, n region with electrons"
    >
      <rect x="20" y="30" width="140" height="80" fill="#d9534f" opacity="0.35" />
      <rect x="160" y="30" width="40" height="80" fill="none" stroke="currentColor" strokeDasharray="4 3" />
      <rect x="200" y="30" width="140" height="80" fill="#5b8def" opacity="0.35" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <circle
            cx={45 + i * 30}
            cy={55 + (i % 2) * 30}
            r="6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx={225 + i * 30} cy={55 + ((i + 1) % 2) * 30} r="5" fill="currentColor" />
        </g>
      ))}
      <g fontSize="12" fill="currentColor" textAnchor="middle">
        <text x="90" y="135">
          p-type: holes
        </text>
        <text x="180" y="22">
          depletion
        </text>
        <text x="270" y="135">
          n-type: electrons
        </text>
      </g>
    </svg>
  );
}

export function SemiconductorsPage() {
  return (
    <ArticlePage
      title="Semiconductors"
      lead="Silicon on its own barely conducts. Add a few atoms of the right impurity and you can decide where current may flow – the basis of every diode, transistor and chip."
      parent={BASICS_PARENT}
      quizTopic="semiconductors"
      related={[
        { to: '/education/basics/diodes', label: 'Next: diodes' },
        { to: '/tools/transistor-xref', label: 'Transistor cross-reference' },
        { to: '/tools/igbt-xref', label: 'IGBT cross-reference' },
      ]}
    >
      <h2>Between conductor and insulator</h2>
      <p>
        Silicon and germanium have four valence electrons. In a crystal each atom shares them with four
        neighbours, so every bond is complete and there are almost no free carriers. The energy needed to
        shake an electron loose – the band gap – is about 1.12 eV for silicon: small enough that heat frees a
        few, large enough that pure silicon is a poor conductor. Unlike a metal, a semiconductor conducts{' '}
        <em>better</em> as it warms, because heat frees more carriers.
      </p>

      <h2>Doping</h2>
      <p>
        Replacing a tiny share of the silicon atoms with an impurity – anywhere from about one in a few
        hundred million to about one in a thousand – changes everything. Group-15 atoms such as phosphorus or
        arsenic bring a fifth electron that is free to move: <strong>n-type</strong> silicon, where electrons
        are the majority carriers. Group-13 atoms such as boron bring only three, leaving a missing bond – a{' '}
        <strong>hole</strong> – that behaves like a positive carrier: <strong>p-type</strong> silicon. Either
        way the material stays electrically neutral; it just gains mobile charges.
      </p>

      <DopingDemo />

      <h2>The PN junction</h2>
      <p>
        Where p-type meets n-type, electrons near the boundary fill holes on the other side. This leaves a
        thin <strong>depletion region</strong> with no free carriers, only fixed charged dopant atoms, and a
        built-in voltage of roughly 0.6–0.7 V across it in silicon. Apply a voltage that opposes that barrier
        (p side positive) and current flows: forward bias. Apply it the other way and the depletion region
        widens and almost nothing flows: reverse bias. That one-way behaviour is the diode.
      </p>
      <Figure caption="A PN junction: holes on the p side, electrons on the n side, and the carrier-free depletion region between.">
        <JunctionDiagram />
      </Figure>

      <h2>Transistors in one paragraph each</h2>
      <p>
        A <strong>bipolar transistor</strong> (NPN or PNP) has two junctions back to back. A small base
        current lets a much larger collector current flow; the ratio is the current gain, h<sub>FE</sub>,
        typically 50 to 300 for small-signal parts.
      </p>
      <p>
        A <strong>MOSFET</strong> controls its channel with voltage. The gate is insulated by a thin oxide, so
        it draws no steady current; the gate-source voltage decides whether the drain-source path conducts.
        The threshold voltage on the datasheet is where conduction just begins – full, low-resistance turn-on
        needs the gate voltage listed with R<sub>DS(on)</sub>, often 10 V or 4.5 V.
      </p>
      <p>
        An <strong>IGBT</strong> combines a MOSFET-style gate with bipolar conduction and is the usual switch
        in motor drives and inverters from a few hundred volts up.
      </p>

      <h2>Other semiconductor materials</h2>
      <p>
        Germanium (band gap about 0.67 eV) appears in old transistors and in some low-drop diodes.
        Wide-band-gap materials such as silicon carbide (about 3.3 eV) and gallium nitride (about 3.4 eV)
        block higher voltages, switch faster and survive hotter, which is why they are spreading into
        chargers, solar inverters and electric vehicles.
      </p>
    </ArticlePage>
  );
}
