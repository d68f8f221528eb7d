import { describe, expect, it } from 'vitest';
import { duplicateKeys } from './duplicates';
import { loadFuseMarkings } from './marking-rows';

const rows = loadFuseMarkings();

describe('fuse-markings.csv', () => {
  it('has rows that all pass the schema, at least the 60 the identification issue asks for', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
  });

  it('has no repeated (code, part, manufacturer) row', () => {
    expect(duplicateKeys(rows, (r) => `${r.code}|${r.part_number}|${r.manufacturer}`)).toEqual([]);
  });

  it('never gives one code two ratings within a series', () => {
    const perSeries = new Map<string, number>();
    const clashes: string[] = [];
    for (const r of rows) {
      const key = `${r.manufacturer}|${r.series}|${r.code}`;
      const seen = perSeries.get(key);
      if (seen !== undefined && seen !== r.rating_a) clashes.push(key);
      perSeries.set(key, r.rating_a);
    }
    expect(clashes).toEqual([]);
  });

  it('names a datasheet for every row', () => {
    expect(rows.filter((r) => r.source.length < 10)).toEqual([]);
  });
});
