import { fail, succeed, type Result } from './result';

/**
 * The forgiving front of the diode and fuse marking look-ups. The catalogue rows live in the
 * database (searched through indexes); this decides what a typed code means, which spellings to
 * look for, and what to tell the user when the input cannot be a marking or nothing matched.
 */

export type MarkingCatalogue = 'diode' | 'fuse';

export interface MarkingQuery {
  /** The input after clean-up: trimmed, inner spaces removed, case kept (some makers use s and S). */
  text: string;
  /**
   * Lower-case spellings a code lookup tries: the text itself and every reading with letter O and
   * digit 0 swapped (they look alike on a 0603 body). At most MAX_SPELLINGS; empty for no input.
   */
  spellings: string[];
}

/** Longest input: longer than any code or part number in the catalogues. */
export const MARKING_QUERY_MAX = 32;
/** O/0 swaps are tried in at most this many spellings (4 ambiguous characters). */
export const MAX_SPELLINGS = 16;

const NOUN: Record<MarkingCatalogue, string> = { diode: 'diode', fuse: 'fuse' };
// Part numbers add dots (Littelfuse 0466.125), dashes, slashes and plus signs to the letters and digits.
const ALLOWED = /^[A-Za-z0-9./+-]$/;

/** Every O/0 reading of a lower-cased code, the code itself first. */
export function oZeroSpellings(code: string): string[] {
  const lower = code.toLowerCase();
  const spots = [...lower].flatMap((ch, i) => (ch === 'o' || ch === '0' ? [i] : []));
  if (spots.length === 0) return [lower];
  const used = spots.slice(0, Math.log2(MAX_SPELLINGS));
  const spellings: string[] = [];
  for (let mask = 0; mask < 2 ** used.length; mask += 1) {
    const chars = [...lower];
    used.forEach((spot, bit) => {
      if (mask & (1 << bit)) chars[spot] = chars[spot] === 'o' ? '0' : 'o';
    });
    spellings.push(chars.join(''));
  }
  return spellings;
}

export function parseMarkingQuery(input: string, catalogue: MarkingCatalogue): Result<MarkingQuery> {
  const text = input.trim().replace(/\s+/g, '');
  if (text.length > MARKING_QUERY_MAX) {
    return fail(
      `That is ${text.length} characters; ${NOUN[catalogue]} codes and part numbers are at most ${MARKING_QUERY_MAX}.`,
    );
  }
  const bad = [...text].find((ch) => !ALLOWED.test(ch));
  if (bad !== undefined) {
    return fail(
      `"${bad}" is not part of a ${NOUN[catalogue]} marking: type the letters and digits printed on the body ` +
        '(letter O and digit 0 are both tried).',
    );
  }
  return succeed({ text, spellings: text === '' ? [] : oZeroSpellings(text) });
}

/** Longest code printed on the body in each catalogue; longer input can only be a part number. */
const LONGEST_CODE: Record<MarkingCatalogue, number> = { diode: 3, fuse: 2 };

/** What to say when a look-up found nothing: why, and what to try next. */
export function explainNoMatch(query: MarkingQuery, catalogue: MarkingCatalogue): string {
  const tried = query.spellings.length > 1 ? ' Letter O and digit 0 were both tried.' : '';
  if (query.text.length > LONGEST_CODE[catalogue]) {
    const codes = catalogue === 'fuse' ? 'one or two characters' : 'one to three characters';
    return (
      `No ${NOUN[catalogue]} code or part number starts with "${query.text}".${tried} ` +
      `Codes printed on ${NOUN[catalogue]}s are ${codes}; longer text is matched against part numbers` +
      (catalogue === 'fuse' ? ' and series.' : '.')
    );
  }
  const advice =
    catalogue === 'fuse'
      ? 'The same letter means different currents in different series, so the catalogue only lists series ' +
        'whose maker publishes the code. Look for the series on the board, the reel label or in the service manual.'
      : 'Look for a second line of marking, a maker logo or the cathode band, and check the case of each letter: ' +
        'some makers use lower-case letters.';
  return `No ${NOUN[catalogue]} here is marked "${query.text}".${tried} ${advice}`;
}
