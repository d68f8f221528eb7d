import { describe, expect, it } from 'vitest';
import { canUseCircuit } from './policy';

describe('canUseCircuit', () => {
  it('lets the owner in and nobody else', () => {
    expect(canUseCircuit(7, { ownerId: 7 })).toBe(true);
    expect(canUseCircuit(8, { ownerId: 7 })).toBe(false);
  });
});
