// Returns every key that occurs more than once, so a failing test names the offending rows.
export function duplicateKeys<T>(rows: readonly T[], key: (row: T) => string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const row of rows) {
    const value = key(row);
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}
