import { describe, expect, it } from 'vitest';
import { earnsFromAccept, earnsFromVote } from './policy';

describe('gamification policy', () => {
  it('a vote earns only when the voter is not the author', () => {
    expect(earnsFromVote(1, 2)).toBe(true);
    expect(earnsFromVote(3, 3)).toBe(false);
  });

  it('an accepted answer earns only when someone else accepted it', () => {
    expect(earnsFromAccept(1, 2)).toBe(true);
    expect(earnsFromAccept(4, 4)).toBe(false);
  });
});
