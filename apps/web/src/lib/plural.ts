// Counts in English words: "1 part", "0 parts", "1,204 parts", one way for every page.
//
// The answers equal Intl.PluralRules('en') and Intl.NumberFormat('en') (plural.test.ts compares
// them), without making either object on a page's load path: the first Intl object a page makes
// pays for ICU's set-up, about 17 ms of main thread (70 ms on a phone-speed CPU), and every list
// page shows a count as it first draws. English has one singular, exactly 1 (or -1); whole numbers are
// grouped by threes with commas. Anything else (fractions) still goes to Intl, made on first use.

/** The word for `count`: `one` when English says singular (exactly 1 or -1), else `other`. */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return Math.abs(count) === 1 ? one : other;
}

let fractions: Intl.NumberFormat | undefined;

/** "1,204": a number with the site's thousands separators. */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  fractions ??= new Intl.NumberFormat('en');
  return fractions.format(value);
}

/** "1 part", "1,204 parts": the count with thousands separators and the right word. */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${formatNumber(count)} ${pluralWord(count, one, other)}`;
}
