import { parseIgbtCsv } from './igbt-rows';
import { parseOptocouplerCsv } from './optocoupler-rows';
import { readSeedCsv } from './semiconductor-rows';
import { parseSecondBreakdownCsv, parseSoaCsv, parseTurnOffCsv } from './soa-rows';
import { parseTransistorCsv } from './transistor-rows';

// Loads every shipped CSV once so the test files share one parse of the seed data.
export const transistors = parseTransistorCsv(readSeedCsv('transistors.csv'));
export const igbts = parseIgbtCsv(readSeedCsv('igbts.csv'));
export const optocouplers = parseOptocouplerCsv(readSeedCsv('optocouplers.csv'));
export const soaPoints = parseSoaCsv(readSeedCsv('soa.csv'));
export const secondBreakdown = parseSecondBreakdownCsv(readSeedCsv('second-breakdown.csv'));
export const turnOff = parseTurnOffCsv(readSeedCsv('rbsoa.csv'));

export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toUpperCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}
