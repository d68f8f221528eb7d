import { describe, expect, it } from 'vitest';
import { MAX_SPELLINGS, explainNoMatch, oZeroSpellings, parseMarkingQuery } from './marking-lookup';

const parsed = (input: string, catalogue: 'diode' | 'fuse' = 'diode') => {
  const result = parseMarkingQuery(input, catalogue);
  if (!result.ok) throw new Error(result.error);
  return result;
};

describe('oZeroSpellings', () => {
  it('keeps a code without O or 0 as it is, lower-cased', () => {
    expect(oZeroSpellings('WX')).toEqual(['wx']);
    expect(oZeroSpellings('A7')).toEqual(['a7']);
  });

  it('reads every O as 0 and every 0 as O, the typed spelling first', () => {
    expect(oZeroSpellings('O1')).toEqual(['o1', '01']);
    expect(oZeroSpellings('0466')).toEqual(['0466', 'o466']);
    expect(oZeroSpellings('B0O')).toEqual(['b0o', 'boo', 'b00', 'bo0']);
  });

  it('tries at most 16 spellings however many look-alikes there are', () => {
    const spellings = oZeroSpellings('000000');
    expect(spellings).toHaveLength(MAX_SPELLINGS);
    expect(new Set(spellings).size).toBe(MAX_SPELLINGS);
    // The first four look-alikes vary; the rest stay as typed.
    expect(spellings.every((s) => s.endsWith('00'))).toBe(true);
  });
});

describe('parseMarkingQuery', () => {
  it('forgives spaces and keeps the case for exact-case ranking', () => {
    expect(parsed('  1 D ')).toEqual({ ok: true, text: '1D', spellings: ['1d'] });
    expect(parsed('s4').text).toBe('s4');
  });

  it('accepts part numbers with dots, dashes and slashes', () => {
    expect(parsed('0466.125', 'fuse').text).toBe('0466.125');
    expect(parsed('BZX84-C5V1').spellings[0]).toBe('bzx84-c5v1');
    expect(parsed('P6KE6.8A/CA').text).toBe('P6KE6.8A/CA');
  });

  it('treats empty input as browse, with nothing to spell', () => {
    expect(parsed('   ')).toEqual({ ok: true, text: '', spellings: [] });
  });

  it('explains a character that is never printed on a part', () => {
    const result = parseMarkingQuery('Ä7', 'diode');
    expect(result).toEqual({
      ok: false,
      error:
        '"Ä" is not part of a diode marking: type the letters and digits printed on the body (letter O and digit 0 are both tried).',
    });
    expect(parseMarkingQuery('A_', 'fuse').ok).toBe(false);
    expect(parseMarkingQuery('A*', 'fuse').ok).toBe(false);
  });

  it('refuses input longer than any code or part number and says the limit', () => {
    const result = parseMarkingQuery('X'.repeat(33), 'fuse');
    expect(result).toEqual({
      ok: false,
      error: 'That is 33 characters; fuse codes and part numbers are at most 32.',
    });
    expect(parseMarkingQuery('X'.repeat(32), 'fuse').ok).toBe(true);
  });
});

describe('explainNoMatch', () => {
  it('tells a short fuse code apart from a part number, and says O and 0 were tried', () => {
    expect(explainNoMatch(parsed('Q', 'fuse'), 'fuse')).toMatch(
      /^No fuse here is marked "Q"\. The same letter/,
    );
    expect(explainNoMatch(parsed('O', 'fuse'), 'fuse')).toContain('Letter O and digit 0 were both tried.');
    expect(explainNoMatch(parsed('0999', 'fuse'), 'fuse')).toBe(
      'No fuse code or part number starts with "0999". Letter O and digit 0 were both tried. ' +
        'Codes printed on fuses are one or two characters; longer text is matched against part numbers and series.',
    );
  });

  it('points a diode search at the second marking line, the logo, the band and the letter case', () => {
    const text = explainNoMatch(parsed('ZZ'), 'diode');
    expect(text).toMatch(/^No diode here is marked "ZZ"\. Look for a second line/);
    expect(text).toContain('lower-case');
    expect(explainNoMatch(parsed('ZZZZ'), 'diode')).toContain('one to three characters');
  });
});
