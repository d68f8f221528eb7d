import { ArticlePage, Figure } from './article-page';
import { ElectronFlowDemo } from './electron-theory-demo';
import { BASICS_PARENT } from './topics';

function AtomDiagram() {
  return (
    <svg
      viewBox="0 -14 320 240"
      role="img"
      aria-label="Simplified copper atom: nucleus, three filled inner shells and one outer electron"
    >
      <g fill="none" stroke="currentColor" opacity="0.5">
        <circle cx="160" cy="110" r="35" />
        <circle cx="160" cy="110" r="60" />
        <circle cx="160" cy="110" r="85" />
        <circle cx="160" cy="110" r="105" strokeDasharray="5 4" />
      </g>
      <circle cx="160" cy="110" r="16" fill="#d9534f" />
      <text x="160" y="114" textAnchor="middle" fontSize="11" fill="#fff">
        29+
      </text>
      <text x="200" y="114" fontSize="11" fill="currentColor">
        2
      </text>
      <text x="225" y="114" fontSize="11" fill="currentColor">
        8
      </text>
      <text x="250" y="114" fontSize="11" fill="currentColor">
        18
      </text>
      <circle cx="160" cy="5" r="6" fill="var(--accent)" />
      <text x="175" y="14" fontSize="12" fill="currentColor">
        1 valence electron
      </text>
    </svg>
  );
}

export function ElectronTheoryPage() {
  return (
    <ArticlePage
      title="Electron Theory"
      lead="Everything in electronics comes down to moving charge. Here is what carries it, what pushes it and why some materials let it through."
      parent={BASICS_PARENT}
      quizTopic="electron-theory"
      related={[
        { to: '/calculators/ohms-law', label: "Ohm's law calculator" },
        { to: '/education/basics/ac-dc-current', label: 'Next: AC and DC current' },
        { to: '/education/basics/semiconductors', label: 'Semiconductors' },
      ]}
    >
      <h2>Atoms, charge and the electron</h2>
      <p>
        An atom has a small, heavy nucleus of protons and neutrons with electrons around it. Protons carry a
        positive charge and electrons an equal negative one, the elementary charge of about 1.602 × 10⁻¹⁹
        coulomb. A neutral atom has as many electrons as protons, so the charges cancel.
      </p>
      <p>
        Electrons sit in shells. The inner shells are full and tightly held; the outermost shell holds the{' '}
        <em>valence</em> electrons, and those decide how an element behaves electrically. Copper has 29
        electrons: 2, 8 and 18 in full shells, and a single electron on its own outside them.
      </p>
      <Figure caption="A copper atom drawn as shells (a simplification: real electrons occupy orbitals, not circles).">
        <AtomDiagram />
      </Figure>

      <h2>Conductors and insulators</h2>
      <p>
        In a piece of metal the lone outer electrons are not bound to any one atom. They wander through the
        crystal as a kind of electron sea. Put a voltage across the metal and that sea drifts as a whole: that
        drift is an electric current. Copper, silver and aluminium have plenty of these free electrons, which
        makes them good conductors.
      </p>
      <p>
        In an insulator such as glass, PVC or ceramic every electron is locked into a bond. Freeing one takes
        several electronvolts of energy, far more than room temperature provides, so almost no current flows
        until the voltage is so high that the material breaks down. Semiconductors sit in between, which is
        what makes diodes and transistors possible.
      </p>

      <h2>Current, voltage and resistance</h2>
      <ul>
        <li>
          <strong>Current</strong> is the amount of charge passing a point per second. One ampere is one
          coulomb per second, or about 6.24 × 10¹⁸ electrons every second.
        </li>
        <li>
          <strong>Voltage</strong> is the energy each coulomb of charge gains or gives up between two points:
          one volt is one joule per coulomb. A battery is a charge pump that raises every coulomb by its
          voltage.
        </li>
        <li>
          <strong>Resistance</strong> is how hard it is to push current through something. Electrons collide
          with the vibrating atoms of the conductor and give up energy as heat. Ohm’s law ties the three
          together: V = I × R.
        </li>
      </ul>

      <h2>Which way does current flow?</h2>
      <p>
        Early experimenters decided that current flows from the positive terminal to the negative one, long
        before anyone knew about electrons. We still draw circuits that way: this is{' '}
        <em>conventional current</em>, and the arrow in a diode symbol points along it. The electrons
        themselves drift the opposite way, from negative to positive. Both descriptions give the same answers
        as long as you stay consistent.
      </p>

      <ElectronFlowDemo />

      <h2>Why a lamp lights at once</h2>
      <p>
        If the electrons crawl, why does a lamp light the instant you close the switch? Because the wire is
        already full of free electrons. Closing the switch sets up an electric field along the whole wire at
        close to the speed of light, and every electron starts drifting at the same moment – like water in a
        full hose that comes out of the far end as soon as you open the tap.
      </p>
    </ArticlePage>
  );
}
