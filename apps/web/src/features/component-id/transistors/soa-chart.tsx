import type { Soa } from '@electrobench/contracts/transistors';
import { formatSi } from '@electrobench/electronics/units';
import { SOA_STYLES, SoaPlot, secondsLabel } from './soa-plot';

/**
 * Safe operating area on log-log axes, one line per curve (DC and pulse widths). Derived DC
 * boundaries are labelled as such: they are computed from ratings, not read from the datasheet.
 * Second-breakdown currents the datasheet states as numbers are drawn as points.
 */
export function SoaChart({ soa }: { soa: Soa }) {
  const stated = soa.second_breakdown;
  const turnOff = soa.turn_off;
  const points = [...soa.curves.flatMap((c) => c.points), ...stated, ...turnOff];
  if (points.length === 0) return <p className="muted">No SOA points stored for {soa.mpn}.</p>;
  const derived = soa.curves.some((c) => c.derived);
  return (
    <figure className="soa-figure">
      <SoaPlot soa={soa} />
      <figcaption>
        <ul className="soa-legend">
          {soa.curves.map((curve, index) => (
            <li key={curve.curve}>
              <span
                className="soa-swatch"
                style={{ borderColor: SOA_STYLES[index % SOA_STYLES.length]?.stroke }}
                aria-hidden="true"
              />
              {curve.curve === 'DC' ? 'DC' : `${curve.curve.replace('us', ' µs').replace('ms', ' ms')} pulse`}
              {curve.derived ? ' (derived from ratings)' : ''}
            </li>
          ))}
          {turnOff.map((t) => (
            <li key={`rb-${t.v}`}>
              <span className="soa-swatch soa-swatch-turn-off" aria-hidden="true" />
              Turn-off{t.tj_c !== null ? ` at ${t.tj_c} °C` : ''}: {formatSi(t.i, 'A')} up to{' '}
              {formatSi(t.v, 'V')} (RBSOA, datasheet; {t.conditions})
            </li>
          ))}
          {stated.length > 0 ? (
            <li>
              <span className="soa-dot" aria-hidden="true" />
              Second breakdown stated by the datasheet (IS/b)
            </li>
          ) : null}
        </ul>
        {derived && stated.length === 0 ? (
          <p className="muted small">
            A derived boundary is the current limit, the power hyperbola and the voltage limit only: an upper
            bound that ignores{' '}
            {soa.device === 'igbt'
              ? 'the lower limits of linear (not switched) operation'
              : 'second breakdown and, in MOSFETs, the on-resistance limit'}
            . Use the datasheet curve for linear operation.
          </p>
        ) : null}
        {derived && stated.length > 0 ? (
          <p className="muted small">
            The derived boundary is the current limit, the power hyperbola and the voltage limit, kept under
            the second-breakdown currents the datasheet states (the dots, for{' '}
            {[...new Set(stated.map((p) => secondsLabel(p.t_s)))].join(' or ')} non-repetitive), on the
            straight log-log line through them. It is still an upper bound: use the datasheet curve for linear
            operation.
          </p>
        ) : null}
        <details>
          <summary>Show the points</summary>
          <table className="results-table">
            <thead>
              <tr>
                <th scope="col">Curve</th>
                <th scope="col">Voltage</th>
                <th scope="col">Current</th>
              </tr>
            </thead>
            <tbody>
              {soa.curves.flatMap((curve) =>
                curve.points.map((p) => (
                  <tr key={`${curve.curve}-${p.v}`}>
                    <td>{curve.curve}</td>
                    <td>{formatSi(p.v, 'V')}</td>
                    <td>{formatSi(p.i, 'A')}</td>
                  </tr>
                )),
              )}
              {turnOff.map((t) => (
                <tr key={`rb-${t.v}`}>
                  <td>RBSOA (datasheet)</td>
                  <td>up to {formatSi(t.v, 'V')}</td>
                  <td>{formatSi(t.i, 'A')}</td>
                </tr>
              ))}
              {stated.map((p) => (
                <tr key={`sb-${p.v}`}>
                  <td>IS/b, {secondsLabel(p.t_s)} (datasheet)</td>
                  <td>{formatSi(p.v, 'V')}</td>
                  <td>{formatSi(p.i, 'A')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {stated[0] ? <p className="muted small">Second breakdown source: {stated[0].source}</p> : null}
          {turnOff[0] ? <p className="muted small">Turn-off limit source: {turnOff[0].source}</p> : null}
        </details>
      </figcaption>
    </figure>
  );
}
