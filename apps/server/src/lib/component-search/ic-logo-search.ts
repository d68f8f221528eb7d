/** The lower-cased words a logo search matches: name, what the logo looks like, prefixes, country. */
export function icLogoSearchText(
  name: string,
  description: string,
  prefixes: readonly string[],
  country: string,
) {
  return [name, description, prefixes.join(' '), country].join(' ').toLowerCase();
}
