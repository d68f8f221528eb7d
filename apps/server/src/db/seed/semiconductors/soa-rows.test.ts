import { describe, expect, it } from 'vitest';
import { deriveDcSoa, floorSignificant, type SoaRatings } from './derived-soa';
import { igbts, soaPoints, transistors } from './semiconductor-fixtures';
import type { SoaRow } from './soa-rows';

// DC ratings at Tc = 25 C for every part that may carry a safe operating area.
function ratingsOf(mpn: string): SoaRatings | undefined {
  const transistor = transistors.find((row) => row.mpn === mpn);
  if (transistor !== undefined) {
    const { v_ceo_or_vds: vMax, ic_or_id: iMax, pd: pdMax, pd_condition } = transistor;
    if (iMax === undefined || pdMax === undefined || pd_condition !== 'Tc=25C') return undefined;
    return { vMax, iMax, pdMax };
  }
  const igbt = igbts.find((row) => row.mpn === mpn);
  if (igbt?.pd === undefined) return undefined;
  return { vMax: igbt.vces, iMax: igbt.ic_25, pdMax: igbt.pd };
}

const curves = new Map<string, SoaRow[]>();
for (const point of soaPoints) {
  const key = `${point.mpn}|${point.curve}`;
  curves.set(key, [...(curves.get(key) ?? []), point]);
}

describe('deriveDcSoa', () => {
  it('follows the current limit, the power hyperbola and the voltage limit of a 2N3055', () => {
    expect(deriveDcSoa({ vMax: 60, iMax: 15, pdMax: 115 })).toEqual([
      { v: 1, i: 15 },
      { v: 7.66, i: 15 },
      { v: 10, i: 11.5 },
      { v: 20, i: 5.75 },
      { v: 50, i: 2.3 },
      { v: 60, i: 1.91 },
    ]);
  });

  it('is a plain current limit when power never binds', () => {
    expect(deriveDcSoa({ vMax: 30, iMax: 1, pdMax: 100 })).toEqual([
      { v: 1, i: 1 },
      { v: 30, i: 1 },
    ]);
  });

  it('rounds down so no point exceeds the rating it came from', () => {
    expect(floorSignificant(1.9166)).toBe(1.91);
    expect(floorSignificant(0.5)).toBe(0.5);
    expect(floorSignificant(123456)).toBe(123000);
  });
});

describe('soa.csv', () => {
  it('covers at least 60 power parts, each with a DC curve', () => {
    const parts = new Set(soaPoints.map((point) => point.mpn));
    expect(parts.size).toBeGreaterThanOrEqual(60);
    for (const mpn of parts) expect(curves.has(`${mpn}|DC`), mpn).toBe(true);
  });

  it('references only parts with case-rated DC ratings in the transistor or IGBT lists', () => {
    const unknown = [...new Set(soaPoints.map((point) => point.mpn))].filter((mpn) => !ratingsOf(mpn));
    expect(unknown).toEqual([]);
  });

  it('stays inside each part ratings', () => {
    for (const point of soaPoints) {
      const ratings = ratingsOf(point.mpn);
      if (ratings === undefined) continue;
      const label = `${point.mpn} ${point.curve} (${point.v} V, ${point.i} A)`;
      expect(point.v, label).toBeLessThanOrEqual(ratings.vMax);
      if (point.curve === 'DC') {
        expect(point.i, label).toBeLessThanOrEqual(ratings.iMax);
        expect(point.v * point.i, label).toBeLessThanOrEqual(ratings.pdMax * (1 + 1e-9));
      }
    }
  });

  it('orders each curve by rising voltage and never rising current', () => {
    for (const [key, points] of curves) {
      for (let index = 1; index < points.length; index += 1) {
        const [previous, current] = [points[index - 1], points[index]];
        if (previous === undefined || current === undefined) continue;
        expect(current.v, key).toBeGreaterThan(previous.v);
        expect(current.i, key).toBeLessThanOrEqual(previous.i);
      }
    }
  });

  it('stores derived curves exactly as the formula gives them from the listed ratings', () => {
    for (const [key, points] of curves) {
      if (!points.every((point) => point.derived)) continue;
      const [mpn] = key.split('|');
      const ratings = mpn === undefined ? undefined : ratingsOf(mpn);
      expect(ratings, key).toBeDefined();
      if (ratings === undefined) continue;
      expect(key.endsWith('|DC'), key).toBe(true);
      expect(
        points.map(({ v, i }) => ({ v, i })),
        key,
      ).toEqual(deriveDcSoa(ratings));
    }
  });
});
