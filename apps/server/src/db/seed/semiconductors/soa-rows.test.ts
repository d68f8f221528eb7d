import { describe, expect, it } from 'vitest';
import { deriveDcSoa, floorSignificant, secondBreakdownLimit } from './derived-soa';
import { igbts, secondBreakdown, soaPoints, transistors, turnOff } from './semiconductor-fixtures';
import { soaRatingsOf } from './soa-ratings';
import type { SoaRow } from './soa-rows';

// DC ratings at Tc = 25 C (and stated second-breakdown points) for every part that may carry an SOA.
const ratingsOf = (mpn: string) => soaRatingsOf(mpn, { transistors, igbts, secondBreakdown });

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

  it('stays under the line through two stated second-breakdown points (MJ15024: 5 A at 50 V, 2 A at 80 V)', () => {
    const points = deriveDcSoa({
      vMax: 250,
      iMax: 16,
      pdMax: 250,
      secondBreakdown: [
        { v: 50, i: 5 },
        { v: 80, i: 2 },
      ],
    });
    // Below 50 V the power hyperbola binds as before; the stated points are on the curve.
    expect(points.find((p) => p.v === 20)).toEqual({ v: 20, i: 12.5 });
    expect(points.find((p) => p.v === 50)).toEqual({ v: 50, i: 5 });
    expect(points.find((p) => p.v === 80)).toEqual({ v: 80, i: 2 });
    // 250 V: 5 A x (250/50)^(ln 0.4 / ln 1.6) = 0.2165 A, well under the hyperbola's 1 A.
    expect(points.at(-1)).toEqual({ v: 250, i: 0.216 });
  });

  it('caps the current at a single stated point from its voltage up', () => {
    expect(secondBreakdownLimit([{ v: 40, i: 2.87 }], 39)).toBe(Number.POSITIVE_INFINITY);
    expect(secondBreakdownLimit([{ v: 40, i: 2.87 }], 40)).toBe(2.87);
    const points = deriveDcSoa({ vMax: 60, iMax: 15, pdMax: 115, secondBreakdown: [{ v: 40, i: 2.87 }] });
    expect(points.find((p) => p.v === 40)).toEqual({ v: 40, i: 2.87 });
    expect(points.at(-1)).toEqual({ v: 60, i: 1.91 });
  });

  it('rounds down so no point exceeds the rating it came from', () => {
    expect(floorSignificant(1.9166)).toBe(1.91);
    expect(floorSignificant(0.5)).toBe(0.5);
    expect(floorSignificant(123456)).toBe(123000);
  });
});

describe('second-breakdown.csv', () => {
  it('names parts that have a derived SOA and case-rated ratings', () => {
    const soaParts = new Set(soaPoints.map((p) => p.mpn));
    for (const row of secondBreakdown) {
      expect(soaParts.has(row.mpn), row.mpn).toBe(true);
      expect(ratingsOf(row.mpn), row.mpn).toBeDefined();
    }
  });

  it('states points inside the ratings, falling as voltage rises, each once', () => {
    const seen = new Set<string>();
    for (const row of secondBreakdown) {
      const key = `${row.mpn}|${row.v}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      const ratings = ratingsOf(row.mpn);
      if (!ratings) continue;
      expect(row.v, key).toBeLessThanOrEqual(ratings.vMax);
      expect(row.i, key).toBeLessThanOrEqual(ratings.iMax);
      expect(row.v * row.i, key).toBeLessThanOrEqual(ratings.pdMax * (1 + 1e-9));
      // IS/b is stated for 0.5 s to a few seconds, non-repetitive.
      expect(row.t_s, key).toBeGreaterThanOrEqual(0.1);
      expect(row.t_s, key).toBeLessThanOrEqual(10);
    }
    const parts = new Set(secondBreakdown.map((r) => r.mpn));
    for (const mpn of parts) {
      const rows = secondBreakdown.filter((r) => r.mpn === mpn).sort((a, b) => a.v - b.v);
      for (let k = 1; k < rows.length; k += 1) {
        expect(rows[k]?.i, mpn).toBeLessThan(rows[k - 1]?.i ?? 0);
      }
    }
  });
});

describe('rbsoa.csv', () => {
  it('states turn-off limits of IGBTs that have an SOA, inside their voltage rating, once per voltage', () => {
    const soaParts = new Set(soaPoints.map((p) => p.mpn));
    const seen = new Set<string>();
    for (const row of turnOff) {
      const key = `${row.mpn}|${row.v}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      const igbt = igbts.find((g) => g.mpn === row.mpn);
      expect(igbt, `${row.mpn} is an IGBT`).toBeDefined();
      expect(soaParts.has(row.mpn), `${row.mpn} has an SOA set`).toBe(true);
      if (!igbt) continue;
      expect(row.v, key).toBeLessThanOrEqual(igbt.vces);
      // A turn-off limit is at least the continuous rating and at most a few times it.
      expect(row.i, key).toBeGreaterThanOrEqual(igbt.ic_100 ?? igbt.ic_hot ?? igbt.ic_25 / 2);
      expect(row.i, key).toBeLessThanOrEqual(igbt.ic_25 * 6);
      if (row.tj_c !== undefined) expect(row.tj_c, key).toBeGreaterThanOrEqual(25);
      if (row.tj_c !== undefined) expect(row.tj_c, key).toBeLessThanOrEqual(200);
    }
  });
});

describe('soa.csv', () => {
  it('covers at least 60 power parts, each with a DC curve', () => {
    const parts = new Set(soaPoints.map((point) => point.mpn));
    expect(parts.size).toBeGreaterThanOrEqual(60);
    for (const mpn of parts) expect(curves.has(`${mpn}|DC`), mpn).toBe(true);
  });

  it('gives every part with case-rated DC ratings an SOA, so no power part page lacks one', () => {
    const parts = new Set(soaPoints.map((point) => point.mpn));
    const missing = [...transistors, ...igbts]
      .map((row) => row.mpn)
      .filter((mpn) => ratingsOf(mpn) !== undefined && !parts.has(mpn));
    expect(missing).toEqual([]);
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
