/** The lower-cased words a logo search matches: name, what the logo looks like, prefixes, country. */
export function icLogoSearchText(
  name: string,
  description: string,
  prefixes: readonly string[],
  country: string,
) {
  return [name, description, prefixes.join(' '), country].join(' ').toLowerCase();
}

// Words left out when a maker's initials are taken: nobody calls Diodes Incorporated "DI".
const GENERIC_WORDS = new Set(['semiconductor', 'semiconductors', 'incorporated', 'inc']);

/** What people shorten a maker's name to: its initials (TI) and its first word (NXP). */
export function nameAbbreviations(name: string): string[] {
  const words = name
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const kept = words.filter((w) => !GENERIC_WORDS.has(w));
  const out = new Set<string>();
  if (kept.length >= 2) out.add(kept.map((w) => w[0]).join(''));
  if (words.length >= 2 && words[0]) out.add(words[0]);
  return [...out];
}

/**
 * What people at a bench mean by the short forms of the biggest makers. Initials alone cannot tell
 * them apart once the catalogue holds smaller makers too: Sitronix Technology's initials are ST and
 * On-Bright's name starts with "On". A short, curated list (lower case), ranked just after an exact
 * name; extend it only with forms technicians really use.
 */
const HOUSEHOLD_SHORT_FORMS: ReadonlyMap<string, string> = new Map([
  ['ti', 'texas instruments'],
  ['st', 'stmicroelectronics'],
  ['on', 'onsemi'],
  ['adi', 'analog devices'],
  ['nxp', 'nxp semiconductors'],
  ['ir', 'international rectifier'],
]);

export interface LogoRankInput {
  name: string;
  partPrefixes: readonly string[];
  searchText: string;
}

/**
 * How well a maker answers the query, lower first; null when it does not match. Names beat part
 * numbers: an exact name, then a household short form (ST, ON), then an abbreviation (TI, NXP), a name starting with the query (ST ->
 * STMicroelectronics, ON -> onsemi), a word of the name starting with it; then makers whose
 * part-number prefix starts the query (LM358N -> LM makers, longest prefix first); then makers
 * whose logo description holds every word of it.
 */
export function icLogoRank(query: string, logo: LogoRankInput): number | null {
  const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (q === '') return null;
  const name = logo.name.toLowerCase();
  if (name === q) return 0;
  if (HOUSEHOLD_SHORT_FORMS.get(q) === name) return 0.5;
  if (q.length >= 2 && nameAbbreviations(logo.name).includes(q)) return 1;
  if (name.startsWith(q)) return 2;
  if (name.split(/[\s-]+/).some((word) => word.startsWith(q))) return 3;
  const compact = q.replace(/\s+/g, '');
  const prefix = Math.max(
    0,
    ...logo.partPrefixes.filter((p) => compact.startsWith(p.toLowerCase())).map((p) => p.length),
  );
  // Longer part-number prefixes rank higher: 4 - 0.01 x length stays between 3 and 4.
  if (prefix > 0) return 4 - prefix / 100;
  const words = q.split(' ');
  return words.every((w) => logo.searchText.includes(w)) ? 5 : null;
}
