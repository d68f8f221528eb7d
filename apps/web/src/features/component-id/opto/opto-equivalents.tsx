import type { Comparison } from '@electrobench/contracts/transistors';
import { Badge } from '../../../ui/badge';
import { QueryState } from '../../../ui/query-state';
import { FlagList, VerdictBadge } from '../../../ui/verdict';
import { AddToListButton } from '../lists/add-to-list';
import { useOptoXref } from './api';

const value = (v: number | null, unit: string) => (v === null ? 'n/a' : `${v} ${unit}`);

function ComparisonLine({ c }: { c: Comparison }) {
  return (
    <li>
      <span>
        {c.name} {value(c.candidate, c.unit)} <span className="muted">(was {value(c.original, c.unit)})</span>
      </span>{' '}
      <VerdictBadge verdict={c.verdict} better={c.better} />
    </li>
  );
}

/** Substitutes of the part typed: maker-stated first, then by score, with a verdict per parameter. */
export function OptoEquivalents({ mpn }: { mpn: string }) {
  const xref = useOptoXref(mpn);
  const candidates = xref.data?.candidates ?? [];
  return (
    <section aria-labelledby="opto-equivalents" className="cid-equivalents">
      <h2 id="opto-equivalents">Substitutes for {mpn}</h2>
      <p className="muted">
        Same output, channels, pins and package body, with CTR (or trigger current) and isolation at least as
        good; parts the maker names come first.
      </p>
      <QueryState
        query={xref}
        noun="substitutes"
        isEmpty={() => candidates.length === 0}
        empty={<p>No part in the catalogue does the job of {mpn} at least as well.</p>}
      >
        <ol className="cid-candidates">
          {candidates.map((c) => (
            <li key={c.part.id} className="card">
              <div className="cid-candidate-head">
                <h3>{c.part.mpn}</h3>
                <span className="muted">
                  {c.part.manufacturer} · {c.part.package}
                </span>
                <Badge variant={c.score >= 85 ? 'success' : c.score >= 60 ? 'warning' : 'danger'}>
                  score {c.score}
                </Badge>
                {c.stated_equivalent ? <Badge variant="accent">maker-stated</Badge> : null}
                <AddToListButton
                  part={{ kind: 'opto', id: c.part.id, label: c.part.mpn }}
                  className="btn btn-ghost btn-small"
                />
              </div>
              <FlagList flags={c.flags.filter((f) => f.code !== 'stated')} />
              <ul className="cid-verdicts" aria-label={`Parameters of ${c.part.mpn}`}>
                {c.comparisons.map((cmp) => (
                  <ComparisonLine key={cmp.key} c={cmp} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </QueryState>
    </section>
  );
}
