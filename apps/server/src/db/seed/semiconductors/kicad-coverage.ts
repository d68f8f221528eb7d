import { readSeedCsv } from './semiconductor-rows';

/**
 * Part names of KiCad's Transistor_BJT and Transistor_FET symbol libraries (the file's first line
 * names the library version read). A name is covered when a transistors.csv row has it as its mpn
 * or lists it among its equivalents, compared without regard to case.
 */
export function kicadTransistorNames(): string[] {
  return readSeedCsv('kicad-transistor-names.txt')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'));
}

export function kicadCoverage(rows: readonly { mpn: string; equivalents: readonly string[] }[]): {
  total: number;
  covered: number;
  missing: string[];
} {
  const names = kicadTransistorNames();
  const known = new Set(rows.flatMap((row) => [row.mpn, ...row.equivalents].map((n) => n.toUpperCase())));
  const missing = names.filter((name) => !known.has(name.toUpperCase()));
  return { total: names.length, covered: names.length - missing.length, missing };
}
