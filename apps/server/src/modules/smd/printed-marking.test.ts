import { describe, expect, it } from 'vitest';
import { codeCandidates, readingNote } from './printed-marking';

describe('reading a marking as printed', () => {
  it('tries at most two characters shorter, longest first, never an empty code', () => {
    expect(codeCandidates('1FW7')).toEqual(['1FW', '1F']);
    expect(codeCandidates('1Ft')).toEqual(['1F', '1']);
    expect(codeCandidates('AB')).toEqual(['A']);
    expect(codeCandidates('A')).toEqual([]);
  });

  it('drops a space left before the mark', () => {
    expect(codeCandidates('1F t')).toEqual(['1F']);
  });

  it('says what it showed and what it left out', () => {
    expect(readingNote('1F', 't')).toBe("Showing 1F; the trailing 't' is usually a date or lot mark.");
  });
});
