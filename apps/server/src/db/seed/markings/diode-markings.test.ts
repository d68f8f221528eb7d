import { describe, expect, it } from 'vitest';
import { duplicateKeys } from './duplicates';
import { loadDiodeMarkings } from './marking-rows';

const rows = loadDiodeMarkings();

describe('diode-markings.csv', () => {
  it('has rows that all pass the schema, at least the 300 the component-ID issue asks for', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
  });

  it('has no repeated (code, part, manufacturer) row', () => {
    expect(duplicateKeys(rows, (r) => `${r.code}|${r.part_number}|${r.manufacturer}`)).toEqual([]);
  });

  it('gives zeners a positive voltage and TVS parts positive ratings', () => {
    const zeners = rows.filter((r) => r.kind === 'zener');
    const tvs = rows.filter((r) => r.kind === 'tvs');
    expect(zeners.every((r) => (r.vz_v ?? 0) > 0)).toBe(true);
    expect(tvs.every((r) => (r.vrwm_v ?? 0) > 0 && (r.vbr_v ?? 0) > (r.vrwm_v ?? 0))).toBe(true);
  });

  it('names a datasheet for every row', () => {
    expect(rows.filter((r) => r.source.length < 10)).toEqual([]);
  });

  it('keeps zener voltages consistent with the voltage in the part number', () => {
    // BZT52C5V1 -> 5.1 V, MMSZ5231B has no voltage in its name and is skipped.
    const named = rows.filter((r) => r.kind === 'zener' && /C\d+V\d|[CB]\d+$/.test(r.part_number));
    const wrong = named.filter((r) => {
      const match = /[CB](\d+)V(\d)|-?[CB](\d+)$/.exec(r.part_number);
      if (!match) return false;
      const volts = match[3] !== undefined ? Number(match[3]) : Number(`${match[1]}.${match[2]}`);
      return Math.abs(volts - (r.vz_v ?? 0)) > 0.05;
    });
    expect(wrong.map((r) => r.part_number)).toEqual([]);
  });
});
