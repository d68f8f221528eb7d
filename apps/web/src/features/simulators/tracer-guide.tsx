/** Short reading guide for signatures, below the tracer. */
export function TracerGuide() {
  return (
    <section className="sim-guide" aria-labelledby="tracer-guide">
      <h2 id="tracer-guide">Reading a signature</h2>
      <dl className="sim-guide-list">
        <div>
          <dt>Open circuit</dt>
          <dd>A flat line along the voltage axis: no current flows whatever the voltage.</dd>
        </div>
        <div>
          <dt>Short circuit</dt>
          <dd>A vertical line along the current axis: no voltage builds up.</dd>
        </div>
        <div>
          <dt>Resistor</dt>
          <dd>A straight line through the centre; the steeper it is, the lower the resistance.</dd>
        </div>
        <div>
          <dt>Capacitor or inductor</dt>
          <dd>
            An ellipse. It becomes a circle when the part&apos;s reactance equals the source resistance;
            change the frequency to see it open or close.
          </dd>
        </div>
        <div>
          <dt>Diode, LED, transistor junction</dt>
          <dd>
            Flat in reverse and a sharp knee in forward: about 0.6–0.7 V for silicon, 0.3–0.4 V for Schottky,
            1.8–3.3 V for LEDs.
          </dd>
        </div>
        <div>
          <dt>Zener diode</dt>
          <dd>Two knees: the forward one and the breakdown at minus the zener voltage.</dd>
        </div>
        <div>
          <dt>Faults</dt>
          <dd>
            A leak tilts the flat part of a junction; a drifted part changes a slope or an ellipse; an open or
            shorted part collapses onto an axis. In A/B compare, a score under 90 is worth a closer look.
          </dd>
        </div>
      </dl>
    </section>
  );
}
