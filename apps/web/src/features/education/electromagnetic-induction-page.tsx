import { ArticlePage, Figure } from './article-page';
import { BASICS_PARENT } from './topics';
import { TransformerDemo } from './transformer-demo';

function FieldDiagram() {
  return (
    <svg
      viewBox="0 0 360 180"
      role="img"
      aria-label="A magnet moving into a coil induces a current shown on a meter"
    >
      <rect x="20" y="70" width="60" height="36" fill="#d9534f" />
      <rect x="80" y="70" width="60" height="36" fill="#5b8def" />
      <text x="50" y="93" textAnchor="middle" fontSize="14" fill="#fff">
        N
      </text>
      <text x="110" y="93" textAnchor="middle" fontSize="14" fill="#fff">
        S
      </text>
      <path d="M150 88 h20" stroke="currentColor" strokeWidth="2" markerEnd="url(#arrow)" />
      <defs>
        <marker
          id="arrow"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto"
        >
          <path d="M0 0 L10 5 L0 10 z" fill="currentColor" />
        </marker>
      </defs>
      {Array.from({ length: 6 }, (_, i) => (
        <ellipse
          key={i}
          cx={195 + i * 16}
          cy="88"
          rx="7"
          ry="30"
          fill="none"
          stroke="#d98c3a"
          strokeWidth="2.5"
        />
      ))}
      <path d="M195 118 V150 H310 M275 118 V135 H310" fill="none" stroke="currentColor" />
      <circle cx="325" cy="142" r="14" fill="none" stroke="currentColor" />
      <text x="325" y="147" textAnchor="middle" fontSize="12" fill="currentColor">
        A
      </text>
      <text x="150" y="40" fontSize="12" fill="currentColor">
        moving magnet → changing flux
      </text>
    </svg>
  );
}

export function ElectromagneticInductionPage() {
  return (
    <ArticlePage
      title="Electromagnetic Induction"
      lead="A current makes a magnetic field, and a changing magnetic field makes a voltage. Those two facts run transformers, motors, generators and every switch-mode power supply."
      parent={BASICS_PARENT}
      quizTopic="electromagnetic-induction"
      related={[
        { to: '/industrial/motor-poles', label: 'Motor poles and synchronous speed' },
        { to: '/industrial/motor-torque', label: 'Motor torque calculator' },
        { to: '/education/power-electronics', label: 'Power electronics' },
      ]}
    >
      <h2>Current makes magnetism</h2>
      <p>
        Any wire carrying current is surrounded by a magnetic field in circles around it. Wind the wire into a
        coil and the fields of the turns add up to a field like a bar magnet’s, stronger with more turns and
        more current. Put an iron core inside and the field grows many times, because the iron concentrates
        it. That is an electromagnet – the heart of relays, contactors, solenoid valves and loudspeakers.
      </p>

      <h2>Changing magnetism makes voltage</h2>
      <p>
        Michael Faraday found the reverse effect in 1831: move a magnet into a coil and a meter connected to
        the coil kicks; hold the magnet still and the meter returns to zero. What counts is not how strong the
        field is, but how fast the <em>flux</em> through the coil changes. Faraday’s law puts it as
      </p>
      <p>
        <code>EMF = −N × ΔΦ / Δt</code>
      </p>
      <p>
        with N the number of turns and ΔΦ/Δt the rate of change of flux. The minus sign is Lenz’s law: the
        induced current flows so that its own field opposes the change. Push a magnet in and the coil pushes
        back; pull it out and the coil tries to hold it.
      </p>
      <Figure caption="Only while the magnet moves does the meter show a current.">
        <FieldDiagram />
      </Figure>

      <h2>Self-inductance and the flyback spike</h2>
      <p>
        A coil also reacts to changes in its own current. This self-inductance L, in henries, gives V = L × ΔI
        / Δt: the faster you try to change the current, the more voltage the coil produces to resist it.
        Switch off a relay coil abruptly and the collapsing field can produce hundreds of volts for a moment –
        enough to destroy the transistor that drove it. A reverse-biased diode across the coil gives that
        current a harmless path. An inductor stores energy ½ L I², which is what boost converters and ignition
        coils use on purpose.
      </p>

      <h2>Transformers</h2>
      <p>
        Two coils on one iron core make a transformer. An AC current in the primary makes a changing flux in
        the core, and that flux induces a voltage in the secondary. Each turn sees the same flux, so the
        voltages are in the ratio of the turns: <code>Vs / Vp = Ns / Np</code>. Power cannot be created, so
        the currents go the other way. A transformer does nothing on steady DC: no change of flux, no induced
        voltage, and the primary is then just a low resistance that overheats.
      </p>
      <p>
        The core is built from thin, insulated steel laminations (or ferrite at high frequencies). A solid
        core would act like a shorted turn: the changing flux would drive eddy currents around it and waste
        power as heat.
      </p>

      <TransformerDemo />

      <h2>Generators and motors</h2>
      <p>
        Spin a coil in a magnetic field and the flux through it rises and falls with the angle: out comes a
        sine-wave voltage. That is an alternator. Run current through a coil in a field and it feels a force:
        that is a motor. Three-phase induction motors go one step further: their stator makes a rotating
        field, which induces currents in the rotor bars, which then chase the field round – a little slower,
        which is the motor’s <em>slip</em>.
      </p>
    </ArticlePage>
  );
}
