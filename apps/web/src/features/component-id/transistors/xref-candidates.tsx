import type { XrefCandidate } from '@electrobench/contracts/transistors';
import { Badge } from '../../../ui/badge';
import { FlagList, VerdictBadge } from '../../../ui/verdict';

interface Props {
  candidates: XrefCandidate[];
  chosen: string;
  onCompare: (mpn: string) => void;
}

/** Ranked substitutes: maker-stated first, then by score, each with its verdicts and warnings. */
export function XrefCandidates({ candidates, chosen, onCompare }: Props) {
  return (
    <ol className="cid-candidates">
      {candidates.map((c) => (
        <li key={c.part.id} className="card" data-chosen={c.part.mpn === chosen || undefined}>
          <div className="cid-candidate-head">
            <h3>{c.part.mpn}</h3>
            <span className="muted">
              {c.part.manufacturer} · {c.part.package} · {c.part.pinout}
            </span>
            <Badge variant={c.score >= 85 ? 'success' : c.score >= 60 ? 'warning' : 'danger'}>
              score {c.score}
            </Badge>
            {c.stated_equivalent ? <Badge variant="accent">maker-stated</Badge> : null}
          </div>
          <FlagList flags={c.flags.filter((f) => f.code !== 'stated')} />
          <ul className="cid-verdicts" aria-label={`Parameters of ${c.part.mpn}`}>
            {c.comparisons.map((cmp) => (
              <li key={cmp.key}>
                <span>{cmp.name}</span> <VerdictBadge verdict={cmp.verdict} better={cmp.better} />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-pressed={c.part.mpn === chosen}
            onClick={() => onCompare(c.part.mpn)}
          >
            Compare side by side
          </button>
        </li>
      ))}
    </ol>
  );
}
