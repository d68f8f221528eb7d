import { readSeedCsv } from './semiconductor-rows';

/**
 * Part names of KiCad's Transistor_BJT and Transistor_FET symbol libraries (the file's first line
 * names the library version read). A name is covered when a transistors.csv row has it as its mpn
 * or lists it among its equivalents, compared without regard to case.
 *
 * KiCad names ROHM's digital transistors by series (DTC114E, DTA143T, DTB113Z), while ROHM sells
 * and rates each series only as package members whose name adds package letters (DTC114EKA in
 * SMT3, DTC114EUA in UMT3). Such a series name is covered by a ROHM row named series + letters.
 */
export function kicadTransistorNames(): string[] {
  return readSeedCsv('kicad-transistor-names.txt')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'));
}

const rohmDigitalSeries = /^DT[ABCD]\d{3}[A-Z]$|^DT[AC]1D3R$/;

/** True when `mpn` is a ROHM package member of the digital-transistor series `name`. */
export function isRohmSeriesMember(name: string, mpn: string, manufacturer: string): boolean {
  const series = name.toUpperCase();
  const part = mpn.toUpperCase();
  return (
    manufacturer === 'ROHM' &&
    rohmDigitalSeries.test(series) &&
    part.startsWith(series) &&
    /^[A-Z]{1,3}$/.test(part.slice(series.length))
  );
}

export function kicadCoverage(
  rows: readonly { mpn: string; equivalents: readonly string[]; manufacturer: string }[],
): {
  total: number;
  covered: number;
  missing: string[];
} {
  const names = kicadTransistorNames();
  const known = new Set(rows.flatMap((row) => [row.mpn, ...row.equivalents].map((n) => n.toUpperCase())));
  const rohm = rows.filter((row) => row.manufacturer === 'ROHM');
  const missing = names.filter(
    (name) =>
      !known.has(name.toUpperCase()) &&
      !rohm.some((row) => isRohmSeriesMember(name, row.mpn, row.manufacturer)),
  );
  return { total: names.length, covered: names.length - missing.length, missing };
}
