import { ArticlePage, Figure } from './article-page';
import { OpAmpDemo } from './op-amp-demo';
import { BASICS_PARENT } from './topics';

function AmplifierDiagram({ inverting }: { inverting: boolean }) {
  const label = inverting
    ? 'Inverting amplifier: input through Rin to the minus input, Rf from output to minus input, plus input grounded'
    : 'Non-inverting amplifier: input to the plus input, Rf from output to minus input, Rg from minus input to ground';
  return (
    <svg viewBox="0 0 300 200" role="img" aria-label={label}>
      <g stroke="currentColor" strokeWidth="2" fill="none">
        <path d="M110 50 L110 130 L190 90 Z" />
        <path d="M190 90 H270" />
        {inverting ? (
          <>
            <path d="M110 70 H80 V25 H150 M190 25 H230 V90" />
            <rect x="150" y="17" width="40" height="16" />
            <path d="M10 70 H30 M70 70 H80" />
            <rect x="30" y="62" width="40" height="16" />
            <path d="M110 110 H90 V150 M80 150 H100" />
          </>
        ) : (
          <>
            <path d="M10 70 H110" />
            <path d="M110 110 H80 V150 H150 M190 150 H230 V90" />
            <rect x="150" y="142" width="40" height="16" />
            <path d="M80 110 H50 V120 M50 160 V180 M40 180 H60" />
            <rect x="42" y="120" width="16" height="40" />
          </>
        )}
      </g>
      <g fontSize="12" fill="currentColor">
        <text x="116" y="76">
          {inverting ? '−' : '+'}
        </text>
        <text x="116" y="116">
          {inverting ? '+' : '−'}
        </text>
        <text x="160" y={inverting ? 12 : 137}>
          Rf
        </text>
        <text x="10" y="62">
          Vin
        </text>
        <text x="250" y="82">
          Vout
        </text>
        <text x={inverting ? 36 : 16} y={inverting ? 56 : 144}>
          {inverting ? 'Rin' : 'Rg'}
        </text>
      </g>
    </svg>
  );
}

export function OpAmpsPage() {
  return (
    <ArticlePage
      title="Op-Amps"
      lead="An operational amplifier is a tiny block with enormous gain. Put a couple of resistors around it and it does exactly what you ask: amplify, buffer, add, filter or compare."
      parent={BASICS_PARENT}
      quizTopic="op-amps"
      related={[
        { to: '/calculators/voltage-divider', label: 'Voltage divider (to set gain and references)' },
        { to: '/testing/circuit-simulator', label: 'Circuit simulator' },
      ]}
    >
      <h2>What is inside the triangle</h2>
      <p>
        An op-amp has two inputs, inverting (−) and non-inverting (+), one output and two supply pins. It
        amplifies the difference between its inputs by a huge factor, typically 100 000 or more. On its own
        that makes it a comparator: the tiniest difference slams the output to one supply limit or the other.
        With negative feedback – part of the output fed back to the − input – it becomes a precise, stable
        amplifier.
      </p>

      <h2>The two golden rules</h2>
      <ol>
        <li>No current flows into the inputs (real parts take picoamps to nanoamps).</li>
        <li>With negative feedback, the output moves so that both inputs sit at the same voltage.</li>
      </ol>
      <p>These two rules, and Ohm’s law, are enough to work out most op-amp circuits on paper.</p>

      <h2>Non-inverting amplifier</h2>
      <p>
        The signal goes to the + input. Rf and Rg divide the output down to the − input. By rule 2 that
        divided voltage equals the input, so <code>G = 1 + Rf / Rg</code>. The input draws almost nothing, so
        it does not load the source. Leave Rg out and replace Rf with a wire and you get a voltage follower:
        gain 1, used as a buffer.
      </p>
      <Figure caption="Non-inverting amplifier.">
        <AmplifierDiagram inverting={false} />
      </Figure>

      <h2>Inverting amplifier</h2>
      <p>
        The + input is grounded, so rule 2 holds the − input at 0 V – a “virtual ground”. The input current
        Vin / Rin cannot enter the op-amp, so it all flows through Rf, which sets the output:{' '}
        <code>G = −Rf / Rin</code>. The minus sign means the output is upside down. The source sees Rin as its
        load.
      </p>
      <Figure caption="Inverting amplifier.">
        <AmplifierDiagram inverting />
      </Figure>

      <OpAmpDemo />

      <h2>Real op-amps have limits</h2>
      <ul>
        <li>
          <strong>Output swing</strong>: the output cannot pass the supply rails and often stops short of
          them. The classic LM358 reaches close to 0 V but only about 1.5 V below its positive supply;
          rail-to-rail parts get within millivolts.
        </li>
        <li>
          <strong>Gain-bandwidth product</strong>: gain times bandwidth is roughly constant. A 1 MHz op-amp
          set to a gain of 100 is good to about 10 kHz.
        </li>
        <li>
          <strong>Slew rate</strong>: the fastest the output can change, in V/µs. Large, fast signals turn
          into triangles when they ask for more.
        </li>
        <li>
          <strong>Input range</strong>: not every op-amp works with its inputs near the rails; the datasheet’s
          common-mode range says where they do.
        </li>
      </ul>
    </ArticlePage>
  );
}
