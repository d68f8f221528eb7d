import { describe, expect, it } from 'vitest';
import { duplicateKeys } from './duplicates';
import { loadIcLogos } from './marking-rows';

const rows = loadIcLogos();

describe('ic-logos.csv', () => {
  it('has rows that all pass the schema, at least the 80 makers the component-ID issue asks for', () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
  });

  it('lists each manufacturer once', () => {
    expect(duplicateKeys(rows, (r) => r.name.toLowerCase())).toEqual([]);
  });

  it('describes every logo in searchable words and names a source', () => {
    expect(rows.filter((r) => r.logo_description.split(' ').length < 2)).toEqual([]);
    expect(rows.filter((r) => r.source.length < 10)).toEqual([]);
  });

  it('finds Texas Instruments by its classic prefixes', () => {
    const ti = rows.find((r) => r.name === 'Texas Instruments');
    expect(ti?.part_prefixes).toEqual(expect.arrayContaining(['SN', 'TPS']));
  });
});
