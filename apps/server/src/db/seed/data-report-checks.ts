import type { CsvRow, TableRules } from './data-report-rules';

// Pure checks behind `npm run data:report`; they read rows and never change them.

export interface RatingGap {
  readonly rating: string;
  readonly applicable: number;
  readonly missing: readonly string[];
}

export interface IdentityClash {
  readonly key: string;
  readonly rows: number;
  // Columns whose cells differ between the rows; empty for plain duplicates.
  readonly differing: readonly string[];
}

const filled = (value: string | undefined): boolean => value !== undefined && value.trim() !== '';

export function identityOf(row: CsvRow, rules: TableRules): string {
  const key = rules.identity.map((column) => (row[column] ?? '').trim()).join(' / ');
  return rules.foldCase ? key.toUpperCase() : key;
}

export function ratingGaps(rows: readonly CsvRow[], rules: TableRules): RatingGap[] {
  return rules.ratings.map((rating) => {
    const applicable = rows.filter((row) => rating.when?.(row) ?? true);
    const missing = applicable
      .filter((row) => !rating.columns.some((column) => filled(row[column])))
      .map((row) => identityOf(row, rules));
    return { rating: rating.name, applicable: applicable.length, missing };
  });
}

export function identityClashes(rows: readonly CsvRow[], rules: TableRules): IdentityClash[] {
  const groups = new Map<string, CsvRow[]>();
  for (const row of rows) {
    const key = identityOf(row, rules);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups]
    .filter(([, group]) => group.length > 1)
    .map(([key, group]) => {
      const columns = Object.keys(group[0] ?? {});
      const differing = columns.filter((column) => new Set(group.map((row) => row[column] ?? '')).size > 1);
      return { key, rows: group.length, differing };
    });
}

// Pairs of rows that name each other as the same device but disagree on a cell that must match.
export function equivalentConflicts(rows: readonly CsvRow[], rules: TableRules): string[] {
  const spec = rules.equivalents;
  if (!spec) return [];
  const byKey = new Map(rows.map((row) => [identityOf(row, rules), row]));
  const reported = new Set<string>();
  const conflicts: string[] = [];
  for (const row of rows) {
    const self = identityOf(row, rules);
    for (const named of (row[spec.column] ?? '').split(';')) {
      const other = rules.foldCase ? named.trim().toUpperCase() : named.trim();
      const partner = other === '' ? undefined : byKey.get(other);
      const pair = [self, other].sort().join(' = ');
      if (!partner || reported.has(pair)) continue;
      reported.add(pair);
      const differing = spec.agreeOn.filter((column) => (row[column] ?? '') !== (partner[column] ?? ''));
      if (differing.length > 0) conflicts.push(`${pair} (${differing.join(', ')})`);
    }
  }
  return conflicts;
}
