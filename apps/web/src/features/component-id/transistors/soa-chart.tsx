import type { Soa } from '@electrobench/contracts/transistors';
import { formatSi } from '@electrobench/electronics/units';
import { logScale, type LogScale } from './log-scale';

const W = 640;
const H = 400;
const PAD = { left: 76, right: 20, top: 16, bottom: 56 };
// Distinct hues and dash patterns, so the curves stay apart without colour too.
const STYLES = [
  { stroke: 'var(--accent)', dash: '' },
  { stroke: '#4cc38a', dash: '8 4' },
  { stroke: '#6aa9ff', dash: '2 4' },
  { stroke: '#e5707e', dash: '12 4 2 4' },
  { stroke: '#c792ea', dash: '4 4' },
  { stroke: '#f2a65a', dash: '1 3' },
];

function ticksOf(scale: LogScale) {
  const ticks: number[] = [];
  for (let e = Math.floor(Math.log10(scale.min)); e <= Math.ceil(Math.log10(scale.max)); e++) {
    const value = 10 ** e;
    if (value >= scale.min * 0.999 && value <= scale.max * 1.001) ticks.push(value);
  }
  return ticks;
}

const secondsLabel = (t: number) => (t < 1 ? `${t * 1000} ms` : `${t} s`);

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
  const x = logScale(
    Math.min(...points.map((p) => p.v)),
    Math.max(...points.map((p) => p.v)),
    PAD.left,
    W - PAD.right,
  );
  const y = logScale(
    Math.min(...points.map((p) => p.i)),
    Math.max(...points.map((p) => p.i)),
    H - PAD.bottom,
    PAD.top,
  );
  const derived = soa.curves.some((c) => c.derived);
  return (
    <figure className="soa-figure">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="soa-title soa-desc" className="soa-chart">
        <title id="soa-title">Safe operating area of {soa.mpn}</title>
        <desc id="soa-desc">
          Collector or drain current against voltage on logarithmic axes; the part is safe below each line.
        </desc>
        {ticksOf(x).map((v) => (
          <g key={`x${v}`}>
            <line x1={x.at(v)} x2={x.at(v)} y1={PAD.top} y2={H - PAD.bottom} className="soa-grid" />
            <text x={x.at(v)} y={H - PAD.bottom + 18} textAnchor="middle" className="soa-tick">
              {formatSi(v, 'V')}
            </text>
          </g>
        ))}
        {ticksOf(y).map((i) => (
          <g key={`y${i}`}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y.at(i)} y2={y.at(i)} className="soa-grid" />
            <text x={PAD.left - 6} y={y.at(i) + 4} textAnchor="end" className="soa-tick">
              {formatSi(i, 'A')}
            </text>
          </g>
        ))}
        <text x={(PAD.left + W - PAD.right) / 2} y={H - 10} textAnchor="middle" className="soa-axis">
          VCE / VDS
        </text>
        <text
          x={14}
          y={(PAD.top + H - PAD.bottom) / 2}
          textAnchor="middle"
          className="soa-axis"
          transform={`rotate(-90 14 ${(PAD.top + H - PAD.bottom) / 2})`}
        >
          IC / ID
        </text>
        {soa.curves.map((curve, index) => {
          const style = STYLES[index % STYLES.length] ?? STYLES[0];
          return (
            <polyline
              key={curve.curve}
              fill="none"
              strokeWidth={2.5}
              stroke={style?.stroke}
              strokeDasharray={curve.derived ? '6 6' : style?.dash}
              points={curve.points.map((p) => `${x.at(p.v).toFixed(1)},${y.at(p.i).toFixed(1)}`).join(' ')}
            />
          );
        })}
        {turnOff.map((t) => (
          <polyline
            key={`rb-${t.v}`}
            className="soa-turn-off"
            data-testid="soa-turn-off"
            fill="none"
            strokeWidth={2}
            points={[
              [x.min, t.i],
              [t.v, t.i],
              [t.v, y.min],
            ]
              .map(([v = 0, i = 0]) => `${x.at(v).toFixed(1)},${y.at(i).toFixed(1)}`)
              .join(' ')}
          />
        ))}
        {stated.map((p) => (
          <circle
            key={`sb-${p.v}`}
            cx={x.at(p.v)}
            cy={y.at(p.i)}
            r={5}
            className="soa-stated"
            data-testid="soa-stated-point"
          >
            <title>
              Datasheet: second breakdown {formatSi(p.i, 'A')} at {formatSi(p.v, 'V')} for{' '}
              {secondsLabel(p.t_s)}
            </title>
          </circle>
        ))}
      </svg>
      <figcaption>
        <ul className="soa-legend">
          {soa.curves.map((curve, index) => (
            <li key={curve.curve}>
              <span
                className="soa-swatch"
                style={{ borderColor: STYLES[index % STYLES.length]?.stroke }}
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
