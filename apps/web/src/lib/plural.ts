// English plural categories from the platform (Intl.PluralRules), so "1 part", "0 parts",
// "1.5 parts" all follow the language's rules rather than `n === 1` checks scattered over pages.
const rules = new Intl.PluralRules('en');

/** The word for `count`: `one` when English says singular, else `other` (one + "s" by default). */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return rules.select(count) === 'one' ? one : other;
}

// One formatter for the page's life rather than one per toLocaleString call. The first Intl object a
// page makes pays for ICU's set-up (about 20 ms on a phone); that cost stays, wherever it falls.
const numbers = new Intl.NumberFormat('en');

/** "1,204": a number with the site's thousands separators. */
export function formatNumber(value: number): string {
  return numbers.format(value);
}

/** "1 part", "1,204 parts": the count with thousands separators and the right word. */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${formatNumber(count)} ${pluralWord(count, one, other)}`;
}
