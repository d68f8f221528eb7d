/** Escapes LIKE wildcards so a user's "%" or "_" matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Part numbers compared as the database's mpn_norm column: upper case, letters and digits only. */
export function normalizeMpn(mpn: string): string {
  return mpn.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The digits after the maker's letter prefix, as the mpn_core column: 2N3904, PN3904 -> 3904. */
export function mpnCore(norm: string): string | undefined {
  return /^[0-9]?[A-Z]*([0-9]+)/.exec(norm)?.[1];
}
