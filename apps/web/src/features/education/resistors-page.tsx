import { ArticlePage, Figure } from './article-page';
import { ResistorDemo } from './resistor-demo';
import { BASICS_PARENT } from './topics';

function SymbolDiagram() {
  return (
    <svg viewBox="0 0 360 90" role="img" aria-label="Resistor symbols: IEC rectangle and US zigzag">
      <g stroke="currentColor" strokeWidth="2" fill="none">
        <path d="M10 40 H50 M110 40 H150" />
        <rect x="50" y="30" width="60" height="20" />
        <path d="M200 40 H235 l5 -10 l10 20 l10 -20 l10 20 l10 -20 l10 20 l5 -10 H350" />
      </g>
      <g fontSize="12" fill="currentColor" textAnchor="middle">
        <text x="80" y="75">
          IEC
        </text>
        <text x="275" y="75">
          ANSI (US)
        </text>
      </g>
    </svg>
  );
}

export function ResistorsPage() {
  return (
    <ArticlePage
      title="Resistors"
      lead="The simplest and most common part on any board. A resistor turns a voltage into a known current (or the reverse) and gives off the difference as heat."
      parent={BASICS_PARENT}
      quizTopic="resistors"
      related={[
        { to: '/calculators/ohms-law', label: "Ohm's law calculator" },
        { to: '/calculators/resistor-color-code', label: 'Resistor colour code' },
        { to: '/calculators/parallel-resistor', label: 'Parallel and series resistors' },
        { to: '/calculators/voltage-divider', label: 'Voltage divider' },
        { to: '/tools/smd-resistor-codes', label: 'SMD resistor codes' },
      ]}
    >
      <h2>Ohm’s law</h2>
      <p>
        The current through a resistor is proportional to the voltage across it: <code>V = I × R</code>. With
        5 V across 1 kΩ, 5 mA flows. Rearranged, it answers the everyday questions: which resistor limits an
        LED to 10 mA, or what voltage a known current leaves across a shunt.
      </p>
      <Figure caption="The two resistor symbols you will meet on schematics.">
        <SymbolDiagram />
      </Figure>

      <h2>Power and heat</h2>
      <p>
        Every resistor turns electrical energy into heat at a rate <code>P = V × I = I² × R = V² / R</code>.
        Through-hole parts commonly come in ¼ W, ½ W, 1 W and bigger; small SMD chips handle 1/16 W to ¼ W
        depending on size. Run a resistor at its full rating and it gets hot enough to discolour the board, so
        pick one rated for at least twice the power it will really dissipate.
      </p>

      <h2>Series and parallel</h2>
      <p>
        Resistors in series carry the same current and their values add. Resistors in parallel share the same
        voltage, and their conductances (1/R) add, so the total comes out lower than the smallest one. Two
        equal resistors in parallel give half the value. These two rules, with Ohm’s law, solve most resistor
        networks.
      </p>

      <ResistorDemo />

      <h2>Values, tolerances and the E series</h2>
      <p>
        Resistors are not made in every value. The E series space the values evenly on a logarithmic scale so
        that, with the tolerance taken into account, the whole range is covered: E12 (1.0, 1.2, 1.5, 1.8, 2.2,
        2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2 in every decade) suits ±10 % parts, E24 suits ±5 % and E96 suits ±1
        %. A design that needs exactly 3.00 kΩ either uses a 1 % part, two resistors in combination, or is
        rewritten to accept 3.3 kΩ.
      </p>
      <p>
        Values are marked with colour bands on through-hole parts and with digit codes on SMD chips (103 = 10
        kΩ; 4R7 = 4.7 Ω). On schematics a letter often stands in for the decimal point, 4k7 for 4.7 kΩ, so a
        smudged dot cannot turn it into 47 kΩ.
      </p>

      <h2>Kinds of resistor</h2>
      <ul>
        <li>
          <strong>Carbon film</strong> – cheap, general purpose, usually ±5 %.
        </li>
        <li>
          <strong>Metal film</strong> – ±1 % or better, low noise and a small temperature coefficient; often a
          blue body with five bands.
        </li>
        <li>
          <strong>Wirewound</strong> – for watts to hundreds of watts; slightly inductive, so not for high
          frequencies.
        </li>
        <li>
          <strong>Thick-film chip (SMD)</strong> – what most modern boards use, from 01005 to 2512 sizes.
        </li>
      </ul>

      <h2>How resistors fail, and measuring them</h2>
      <p>
        Resistors rarely short. Overloaded ones go open or drift high, often with a visible burn mark;
        high-value parts in high-voltage circuits can drift high with age. Measure with the power off. In
        circuit, other parts in parallel can make a resistor read low, so if the reading is lower than marked,
        lift one end and measure again. A reading higher than the marked value plus tolerance means the part
        is faulty.
      </p>
    </ArticlePage>
  );
}
