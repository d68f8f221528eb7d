import { describe, expect, it } from 'vitest';
import { temperatureCondition } from './part-rows';

describe('Pd temperature condition', () => {
  it.each([
    ['Tc=25C', 'Tc = 25 °C'],
    ['Ta=25C', 'Ta = 25 °C'],
    ['Ts<=71C', 'Ts ≤ 71 °C'],
  ])('reads %s as %s', (stored, shown) => {
    expect(temperatureCondition(stored)).toBe(shown);
  });

  it('shows an unknown condition as it is, and a missing one as a question mark', () => {
    expect(temperatureCondition('at 50 °C')).toBe('at 50 °C');
    expect(temperatureCondition(null)).toBe('?');
  });
});
