import { describe, expect, it } from 'vitest';
import { verdictFor, weightedScore } from './xref-verdict';

describe('verdictFor', () => {
  it('judges ratings where more is better', () => {
    expect(verdictFor('higher', 0.1, 40, 45)).toBe('meets-or-exceeds');
    expect(verdictFor('higher', 0.1, 40, 37)).toBe('within-tolerance');
    expect(verdictFor('higher', 0.1, 40, 30)).toBe('worse');
  });
  it('judges values where less is better, such as RDS(on)', () => {
    expect(verdictFor('lower', 0.2, 0.0175, 0.01)).toBe('meets-or-exceeds');
    expect(verdictFor('lower', 0.2, 0.0175, 0.02)).toBe('within-tolerance');
    expect(verdictFor('lower', 0.2, 0.0175, 0.03)).toBe('worse');
  });
  it('wants matching values to match, such as bias resistors', () => {
    expect(verdictFor('match', 0.05, 10, 10)).toBe('meets-or-exceeds');
    expect(verdictFor('match', 0.05, 10, 47)).toBe('worse');
  });
});

describe('weightedScore', () => {
  it('weighs each verdict: full, 0.7 within tolerance, half unknown, nothing worse', () => {
    expect(weightedScore([{ weight: 2, verdict: 'meets-or-exceeds' }])).toBe(100);
    // (3 x 1 + 1 x 0.5) / 4 = 87.5 %
    expect(
      weightedScore([
        { weight: 3, verdict: 'meets-or-exceeds' },
        { weight: 1, verdict: 'unknown' },
      ]),
    ).toBe(87.5);
    // (1 x 0.7 + 1 x 0) / 2 = 35 %
    expect(
      weightedScore([
        { weight: 1, verdict: 'within-tolerance' },
        { weight: 1, verdict: 'worse' },
      ]),
    ).toBeCloseTo(35);
    expect(weightedScore([])).toBe(0);
  });
});
