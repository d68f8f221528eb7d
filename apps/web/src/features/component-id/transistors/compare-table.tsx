import type { Transistor, XrefCandidate } from '@electrobench/contracts/transistors';
import { FlagList, VerdictBadge } from '../../../ui/verdict';
import { rowsFor } from './part-rows';

const KEY_OF_ROW: Record<string, string> = {
  VCEO: 'vceo',
  VCBO: 'vcbo',
  IC: 'ic',
  VDS: 'vds',
  ID: 'id',
  Pd: 'pd',
  fT: 'ft',
  'RDS(on)': 'rds_on',
  'VGS(th)': 'vgs_th',
  Qg: 'qg',
  'R1 (input)': 'r1',
  'R2 (base-emitter)': 'r2',
};

/** The original and the chosen substitute in two columns, with the verdict of every row. */
export function CompareTable({ original, candidate }: { original: Transistor; candidate: XrefCandidate }) {
  const part = candidate.part;
  const verdictOf = (label: string) => {
    const key = KEY_OF_ROW[label];
    return candidate.comparisons.find((c) => c.key === key || (label === 'hFE' && c.key === 'hfe_min'));
  };
  const differs = (label: string) =>
    (label === 'Package' && original.package !== part.package) ||
    (label.startsWith('Pinout') &&
      candidate.flags.some((f) => f.code === 'pinout' && f.severity === 'danger'));
  return (
    <section className="card cid-compare" aria-labelledby="compare-heading">
      <h2 id="compare-heading">
        {original.mpn} vs {part.mpn}
      </h2>
      <FlagList flags={candidate.flags} />
      <div className="results-table-wrap">
        <table className="results-table">
          <thead>
            <tr>
              <th scope="col">Parameter</th>
              <th scope="col">{original.mpn} (original)</th>
              <th scope="col">{part.mpn}</th>
              <th scope="col">Verdict</th>
            </tr>
          </thead>
          <tbody>
            {rowsFor(original).map((row) => {
              const verdict = verdictOf(row.label);
              return (
                <tr key={row.label} data-differs={differs(row.label) || undefined}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value(original)}</td>
                  <td>{row.value(part)}</td>
                  <td>
                    {verdict ? (
                      <VerdictBadge verdict={verdict.verdict} better={verdict.better} />
                    ) : differs(row.label) ? (
                      <strong>differs</strong>
                    ) : (
                      ''
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="muted small">
        Score {candidate.score} of 100. Sources: {original.source}; {part.source}.
      </p>
    </section>
  );
}
