/** SI prefixes used for display, from femto to tera: the range met in bench electronics. */
export const DISPLAY_PREFIXES = [
  { symbol: 'f', exponent: -15 },
  { symbol: 'p', exponent: -12 },
  { symbol: 'n', exponent: -9 },
  { symbol: 'µ', exponent: -6 },
  { symbol: 'm', exponent: -3 },
  { symbol: '', exponent: 0 },
  { symbol: 'k', exponent: 3 },
  { symbol: 'M', exponent: 6 },
  { symbol: 'G', exponent: 9 },
  { symbol: 'T', exponent: 12 },
] as const;

/**
 * Prefix letters accepted when reading input. Case matters for m (milli) and M (mega); 'K' is accepted
 * as kilo because resistor markings and parts lists often write 4K7. Both the micro sign (U+00B5) and
 * the Greek mu (U+03BC, normalised before lookup) are accepted, and 'u' for keyboards without either.
 */
export const INPUT_PREFIX_EXPONENTS: Readonly<Record<string, number>> = {
  f: -15,
  p: -12,
  n: -9,
  u: -6,
  µ: -6,
  m: -3,
  k: 3,
  K: 3,
  M: 6,
  G: 9,
  T: 12,
};
