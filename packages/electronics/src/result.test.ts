import { describe, expect, it } from 'vitest';
import { fail, succeed } from './result';

describe('result helpers', () => {
  it('fail carries the message and ok=false', () => {
    expect(fail('Resistance must be positive.')).toEqual({
      ok: false,
      error: 'Resistance must be positive.',
    });
  });

  it('succeed spreads the fields next to ok=true', () => {
    expect(succeed({ ohms: 4700, formula: 'R = V / I' })).toEqual({
      ok: true,
      ohms: 4700,
      formula: 'R = V / I',
    });
  });
});
