import type { Comparison, Verdict, XrefFlag } from '@electrobench/contracts/transistors';
import { Badge, type BadgeVariant } from './badge';

const VERDICT: Record<Verdict, { text: string; variant: BadgeVariant }> = {
  'meets-or-exceeds': { text: 'meets or exceeds', variant: 'success' },
  'within-tolerance': { text: 'within tolerance', variant: 'warning' },
  worse: { text: 'worse', variant: 'danger' },
  unknown: { text: 'not compared', variant: 'neutral' },
};

// A value that must equal the original's (a digital transistor's bias resistors, a JFET's IDSS)
// matches or does not; "meets or exceeds" would suggest more is fine.
const MATCH_TEXT: Partial<Record<Verdict, string>> = {
  'meets-or-exceeds': 'matches',
  worse: 'does not match',
};

export function VerdictBadge({ verdict, better }: { verdict: Verdict; better?: Comparison['better'] }) {
  const v = VERDICT[verdict];
  const text = (better === 'match' && MATCH_TEXT[verdict]) || v.text;
  return <Badge variant={v.variant}>{text}</Badge>;
}

const SEVERITY: Record<XrefFlag['severity'], { label: string; variant: BadgeVariant }> = {
  danger: { label: 'Check!', variant: 'danger' },
  warning: { label: 'Note', variant: 'warning' },
  info: { label: 'Info', variant: 'neutral' },
};

/** Flags in order of danger; pinout and package problems come first and are hard to miss. */
export function FlagList({ flags }: { flags: XrefFlag[] }) {
  const order = { danger: 0, warning: 1, info: 2 } as const;
  const sorted = [...flags].sort((a, b) => order[a.severity] - order[b.severity]);
  if (sorted.length === 0) return null;
  return (
    <ul className="cid-flags">
      {sorted.map((flag) => (
        <li key={flag.message} data-severity={flag.severity}>
          <Badge variant={SEVERITY[flag.severity].variant}>{SEVERITY[flag.severity].label}</Badge>{' '}
          {flag.message}
        </li>
      ))}
    </ul>
  );
}
