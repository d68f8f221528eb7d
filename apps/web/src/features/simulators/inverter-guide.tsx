/** What to try on the inverter, with the textbook results the plots should confirm. */
export function InverterGuide() {
  return (
    <section className="sim-guide" aria-labelledby="inverter-guide">
      <h2 id="inverter-guide">Things to try</h2>
      <ul>
        <li>
          In the linear range the line voltage fundamental is √3/2 · m · Vdc (peak). Sinusoidal PWM is linear
          up to m = 1; third-harmonic injection and space-vector PWM reach m = 1.15 because their added
          common-mode part cancels between the phases.
        </li>
        <li>
          Raise the carrier frequency: the spectrum&apos;s sidebands move up around multiples of the carrier
          and the current ripple and its THD fall, since the inductance filters higher frequencies better.
        </li>
        <li>
          Add dead time: the output loses about Vdc · td · fc of average voltage, against the current, and
          low-order harmonics (5th, 7th) appear in the current.
        </li>
        <li>
          Add back-EMF close to the applied voltage: the current then depends on the small difference between
          them, as in a motor, and the load angle sets whether it motors or brakes.
        </li>
      </ul>
    </section>
  );
}
