import { describe, expect, it } from 'vitest';
import { duplicateKeys } from './duplicates';
import { loadDiodeMarkings } from './marking-rows';

const rows = loadDiodeMarkings();

describe('diode-markings.csv', () => {
  it('has rows that all pass the schema, at least 1,200 (issue 14 asks for 600)', () => {
    expect(rows.length).toBeGreaterThanOrEqual(1200);
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
    // BZT52C5V1 -> 5.1 V, PZU4.7B2 -> 4.7 V (B2 is a tolerance group, not 2 V), BZX84-C15 -> 15 V;
    // MMSZ5231B has no voltage in its name and is skipped.
    const named = rows.flatMap((r) => {
      if (r.kind !== 'zener') return [];
      const volts = voltageInName(r.part_number);
      return volts === undefined ? [] : [{ part: r.part_number, volts, vz: r.vz_v ?? 0 }];
    });
    expect(named.length).toBeGreaterThan(300);
    expect(named.filter((r) => Math.abs(r.volts - r.vz) > 0.05).map((r) => r.part)).toEqual([]);
  });
});

/** The nominal voltage a zener's type number spells out, in the styles the makers use. */
function voltageInName(part: string): number | undefined {
  const withV = /(\d+)V(\d+)/.exec(part);
  if (withV) return Number(`${withV[1]}.${withV[2]}`);
  // NXP PZU/PDZ: the voltage, then B and an optional tolerance group digit (PZU10B2, PDZ5.1B).
  const nxp = /^P[ZD][UZ](\d+(?:\.\d+)?)B\d?$/.exec(part);
  if (nxp) return Number(nxp[1]);
  const dotted = /(\d+\.\d+)/.exec(part);
  if (dotted) return Number(dotted[1]);
  const whole = /[-CB](\d+)$/.exec(part);
  return whole ? Number(whole[1]) : undefined;
}
