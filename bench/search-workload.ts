// The /search part of the lookup benchmark: what people type into the one search box, and the
// query plans of the statements the search module sends (mirrored here with literal values, the
// way node-postgres and PGlite plan them: unnamed statements, so custom plans with known values).

type Rows = <T>(sql: string) => Promise<T[]>;

const FIXED = ['555', 'zener', 'F0004', '1AM', 'IRF', 'inverter', 'ohms law', 'b'];

/** Queries built from rows in the database: whole part numbers, their first letters, SMD codes. */
export function searchPaths(parts: { mpn: string }[], codes: { code: string }[]) {
  const pick = <T>(xs: T[], i: number): T => xs[i % xs.length] as T;
  return (i: number) => {
    const q =
      i % 4 === 0
        ? pick(parts, i).mpn
        : i % 4 === 1
          ? pick(parts, i).mpn.slice(0, 3)
          : i % 4 === 2
            ? pick(codes, i).code
            : pick(FIXED, i >> 2);
    return `/search?q=${encodeURIComponent(q)}`;
  };
}

const PLANS: [string, string][] = [
  [
    'transistor prefix "B"',
    "SELECT mpn FROM transistors WHERE mpn_norm LIKE 'B%' ORDER BY mpn_norm USING ~<~, id LIMIT 5",
  ],
  [
    'transistor "BC547"',
    "SELECT mpn FROM transistors WHERE mpn_norm LIKE 'BC547%' ORDER BY mpn_norm USING ~<~, id LIMIT 5",
  ],
  ['igbt prefix', "SELECT mpn FROM igbts WHERE mpn_norm LIKE 'IKW%' ORDER BY mpn_norm USING ~<~, id LIMIT 5"],
  [
    'opto prefix',
    "SELECT mpn FROM optocouplers WHERE mpn_norm LIKE 'PC8%' ORDER BY mpn_norm USING ~<~, id LIMIT 5",
  ],
  [
    'smd code "1"',
    "SELECT code FROM smd_components WHERE lower(code) LIKE '1%' ORDER BY lower(code) USING ~<~, id LIMIT 5",
  ],
  [
    'diode code',
    "SELECT code FROM diode_markings WHERE lower(code) LIKE 'w%' ORDER BY lower(code) USING ~<~, id LIMIT 5",
  ],
  [
    'fuse code',
    "SELECT code FROM fuse_markings WHERE lower(code) LIKE 'b%' ORDER BY lower(code) USING ~<~, id LIMIT 5",
  ],
  [
    'ic maker',
    "SELECT name FROM ic_logos WHERE lower(name) = 'texas' OR search_text LIKE '%texas%' ORDER BY (CASE WHEN lower(name) = 'texas' THEN 0 ELSE 2 END), name LIMIT 5",
  ],
  [
    'drive fault',
    "SELECT f.code FROM drive_faults f WHERE lower(f.code) = 'f0004' OR f.search_text LIKE '%f0004%' ORDER BY (CASE WHEN lower(f.code) = 'f0004' THEN 0 ELSE 2 END) LIMIT 5",
  ],
  [
    'forum titles',
    "SELECT p.thread_id FROM forum_posts p WHERE p.search_vector @@ websearch_to_tsquery('english', 'inverter') AND p.is_first_post AND ts_filter(p.search_vector, '{a}') @@ websearch_to_tsquery('english', 'inverter') ORDER BY p.id DESC LIMIT 200",
  ],
];

function scansOf(lines: string[]): string {
  return lines
    .map((l) =>
      /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)?(?: using (\S+))?(?: on (\S+))?/.exec(
        l,
      ),
    )
    .filter((m) => m !== null)
    .map((m) => `${m[1]} ${m[2] ?? m[3] ?? ''}`.trim())
    .join(', ');
}

/**
 * Prints each statement's plan in one line: the scans the planner chose and, as the small seeded
 * tables (IGBTs, fuses, makers, faults, posts) are read whole while they are small, the index it
 * uses once a sequential scan is ruled out, which is the plan those tables get as they grow.
 */
export async function printSearchPlans(rows: Rows, exec: (sql: string) => Promise<void>, label: string) {
  for (const [name, statement] of PLANS) {
    const plan = async () =>
      (await rows<Record<string, string>>(`EXPLAIN ${statement}`)).map((r) => Object.values(r)[0] ?? '');
    const chosen = scansOf(await plan());
    await exec('SET enable_seqscan = off');
    const indexed = scansOf(await plan());
    await exec('RESET enable_seqscan');
    console.log(
      `[${label}] plan ${name.padEnd(22)} ${chosen}${chosen === indexed ? '' : ` | without seq scans: ${indexed}`}`,
    );
  }
}
