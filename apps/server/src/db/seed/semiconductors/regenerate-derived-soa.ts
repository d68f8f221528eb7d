// Rewrites the derived DC rows of soa.csv from the ratings in transistors.csv and igbts.csv and the
// points in second-breakdown.csv, keeping the parts in file order; datasheet rows (derived=no) are
// kept as they are. Run after changing a rating:
//   npx tsx apps/server/src/db/seed/semiconductors/regenerate-derived-soa.ts
import { writeFileSync } from 'node:fs';
import { deriveDcSoa } from './derived-soa';
import { parseIgbtCsv } from './igbt-rows';
import { readSeedCsv } from './semiconductor-rows';
import { soaRatingsOf } from './soa-ratings';
import { parseSecondBreakdownCsv, parseSoaCsv } from './soa-rows';
import { parseTransistorCsv } from './transistor-rows';

const lists = {
  transistors: parseTransistorCsv(readSeedCsv('transistors.csv')),
  igbts: parseIgbtCsv(readSeedCsv('igbts.csv')),
  secondBreakdown: parseSecondBreakdownCsv(readSeedCsv('second-breakdown.csv')),
};
const lines = ['mpn,curve,v,i,derived'];
const done = new Set<string>();
for (const row of parseSoaCsv(readSeedCsv('soa.csv'))) {
  if (!row.derived) {
    lines.push(`${row.mpn},${row.curve},${row.v},${row.i},no`);
    continue;
  }
  if (done.has(row.mpn)) continue;
  done.add(row.mpn);
  const ratings = soaRatingsOf(row.mpn, lists);
  if (!ratings) throw new Error(`${row.mpn}: no case-rated ratings to derive an SOA from`);
  for (const p of deriveDcSoa(ratings)) lines.push(`${row.mpn},DC,${p.v},${p.i},yes`);
}
writeFileSync(new URL('./soa.csv', import.meta.url), `${lines.join('\n')}\n`);
process.stdout.write(`soa.csv: ${lines.length - 1} rows for ${done.size} derived parts\n`);
