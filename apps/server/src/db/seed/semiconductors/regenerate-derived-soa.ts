// Rewrites the derived DC rows of soa.csv from the ratings in transistors.csv and igbts.csv and the
// points in second-breakdown.csv, keeping the parts in file order; datasheet rows (derived=no) are
// kept as they are. Every other part with case-rated current and power ratings (a transistor with
// Pd at Tc = 25 °C, an IGBT with Pd) gets its derived DC curve appended: parts with a turn-off limit
// in rbsoa.csv first, so the limit has a set to sit on, then the transistors and the IGBTs in file
// order. Run after changing a rating, adding a part or adding a limit:
//   npx tsx apps/server/src/db/seed/semiconductors/regenerate-derived-soa.ts
import { writeFileSync } from 'node:fs';
import { deriveDcSoa } from './derived-soa';
import { parseIgbtCsv } from './igbt-rows';
import { readSeedCsv } from './semiconductor-rows';
import { soaRatingsOf } from './soa-ratings';
import { parseSecondBreakdownCsv, parseSoaCsv, parseTurnOffCsv } from './soa-rows';
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
const present = new Set(parseSoaCsv(readSeedCsv('soa.csv')).map((row) => row.mpn));
for (const { mpn } of parseTurnOffCsv(readSeedCsv('rbsoa.csv'))) {
  if (present.has(mpn) || done.has(mpn)) continue;
  done.add(mpn);
  const ratings = soaRatingsOf(mpn, lists);
  if (!ratings) throw new Error(`${mpn}: no case-rated ratings to derive an SOA from`);
  for (const p of deriveDcSoa(ratings)) lines.push(`${mpn},DC,${p.v},${p.i},yes`);
}
for (const { mpn } of [...lists.transistors, ...lists.igbts]) {
  if (present.has(mpn) || done.has(mpn)) continue;
  const ratings = soaRatingsOf(mpn, lists);
  if (!ratings) continue; // rated at ambient only, or a rating is missing: nothing to derive from
  done.add(mpn);
  for (const p of deriveDcSoa(ratings)) lines.push(`${mpn},DC,${p.v},${p.i},yes`);
}
writeFileSync(new URL('./soa.csv', import.meta.url), `${lines.join('\n')}\n`);
process.stdout.write(`soa.csv: ${lines.length - 1} rows for ${done.size} derived parts\n`);
