// Data-quality report over every seed CSV: rows per table, rows missing each key rating, and
// duplicate or conflicting rows. Read-only: it parses the files and prints, nothing else.
//   npm run data:report            (up to 6 examples per finding)
//   npm run data:report -- --all   (every row named)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { equivalentConflicts, identityClashes, ratingGaps } from './data-report-checks';
import { rulesFor, type CsvRow } from './data-report-rules';
import { kicadCoverage } from './semiconductors/kicad-coverage';

const say = (line: string): void => {
  process.stdout.write(`${line}\n`);
};
// Piping into `head` closes stdout early; that is the reader's choice, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
const seedDir = path.dirname(fileURLToPath(import.meta.url));
const showAll = process.argv.includes('--all');
const examples = (names: readonly string[]): string =>
  names.length === 0
    ? ''
    : showAll || names.length <= 6
      ? `: ${names.join(', ')}`
      : `, e.g. ${names.slice(0, 6).join(', ')} …`;

interface Table {
  readonly file: string;
  readonly rows: CsvRow[];
  readonly header: string[];
}

function readTables(): { tables: Table[]; unreadable: string[] } {
  const files = readdirSync(seedDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.csv'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  const tables: Table[] = [];
  const unreadable: string[] = [];
  for (const file of files) {
    try {
      const text = readFileSync(path.join(seedDir, file), 'utf8');
      const rows: CsvRow[] = parse(text, { columns: true, skip_empty_lines: true, bom: true });
      const header = (parse(text, { to_line: 1, bom: true }) as string[][])[0] ?? [];
      tables.push({ file, rows, header });
    } catch (error) {
      unreadable.push(`${file}: ${(error as Error).message}`);
    }
  }
  return { tables, unreadable };
}

function printCounts(tables: readonly Table[]): void {
  const width = Math.max(...tables.map((table) => table.file.length), 5) + 2;
  say('Rows per table');
  for (const { file, rows } of tables) say(`  ${file.padEnd(width)}${String(rows.length).padStart(6)}`);
  const total = tables.reduce((sum, table) => sum + table.rows.length, 0);
  say(`  ${'total'.padEnd(width)}${String(total).padStart(6)}\n`);
}

function printGaps(tables: readonly Table[]): void {
  say('Rows missing a key rating');
  for (const { file, rows, header } of tables) {
    const gaps = ratingGaps(rows, rulesFor(file, header)).filter((gap) => gap.missing.length > 0);
    if (gaps.length === 0) continue;
    say(`  ${file}`);
    for (const gap of gaps) {
      const count = `${gap.missing.length} of ${gap.applicable}`;
      say(`    ${gap.rating.padEnd(16)}${count.padStart(12)}${examples(gap.missing)}`);
    }
  }
  say('');
}

function printClashes(tables: readonly Table[]): void {
  say('Duplicate and conflicting rows');
  let clean = 0;
  for (const { file, rows, header } of tables) {
    const rules = rulesFor(file, header);
    const clashes = identityClashes(rows, rules);
    const duplicates = clashes.filter((clash) => clash.differing.length === 0).map((clash) => clash.key);
    const conflicts = clashes
      .filter((clash) => clash.differing.length > 0)
      .map((clash) => `${clash.key} (${clash.differing.join(', ')})`);
    const equivalents = equivalentConflicts(rows, rules);
    if (duplicates.length + conflicts.length + equivalents.length === 0) {
      clean += 1;
      continue;
    }
    say(`  ${file} (identity: ${rules.identity.join(' + ')})`);
    if (duplicates.length > 0) say(`    duplicates: ${duplicates.length}${examples(duplicates)}`);
    if (conflicts.length > 0)
      say(`    same identity, different cells: ${conflicts.length}${examples(conflicts)}`);
    if (equivalents.length > 0) {
      say(`    equivalents that disagree: ${equivalents.length}${examples(equivalents)}`);
    }
  }
  say(`  ${clean} of ${tables.length} tables have no duplicate or conflicting row\n`);
}

/** How many of KiCad's transistor symbol names have a row (issue 14 asks for all of them). */
function printKicadCoverage(tables: readonly Table[]): void {
  const table = tables.find((t) => t.file === 'semiconductors/transistors.csv');
  if (!table) return;
  const rows = table.rows.map((row) => ({
    mpn: row.mpn ?? '',
    equivalents: (row.equivalents ?? '').split(';').filter(Boolean),
    manufacturer: row.manufacturer ?? '',
  }));
  const { covered, total, missing } = kicadCoverage(rows);
  say('KiCad Transistor_BJT / Transistor_FET symbol names with a transistors.csv row');
  say(`  ${covered} of ${total} (${((100 * covered) / total).toFixed(1)} %)${examples(missing)}\n`);
}

const { tables, unreadable } = readTables();
say(`Seed data report (read-only): ${path.relative(process.cwd(), seedDir) || '.'}\n`);
printCounts(tables);
printGaps(tables);
printClashes(tables);
printKicadCoverage(tables);
if (unreadable.length > 0) {
  say('Files that could not be read');
  for (const line of unreadable) say(`  ${line}`);
  process.exitCode = 1;
}
