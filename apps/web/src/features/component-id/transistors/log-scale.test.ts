import { describe, expect, it } from 'vitest';
import { logScale } from './log-scale';

describe('logScale', () => {
  it('widens to whole decades and places each decade evenly', () => {
    const s = logScale(1.5, 250, 0, 300);
    expect([s.min, s.max]).toEqual([1, 1000]);
    expect(s.at(1)).toBe(0);
    expect(s.at(10)).toBeCloseTo(100);
    expect(s.at(100)).toBeCloseTo(200);
    expect(s.at(1000)).toBeCloseTo(300);
  });
  it('runs downwards for a y axis and never collapses to one point', () => {
    const s = logScale(5, 5, 400, 0);
    expect(s.at(1)).toBe(400);
    expect(s.at(10)).toBe(0);
  });
});
