// Latency of the identification lookups over HTTP with a large catalogue loaded: 1,000,000
// synthetic transistors and 200,000 synthetic SMD codes on top of the shipped seed data.
// Goal (issue "Component identification"): p95 <= 20 ms for /transistor-xref/search,
// /transistor-xref/lookup and /smd/, on PGlite and PostgreSQL. Issue 14 adds /search (the one
// search box, every kind at once) with the same goal, and prints the plans of its statements.
// The server is started once to migrate and seed, stopped, filled directly in its database,
// and started again; requests are sequential so the figures are latencies, not throughput.
import { SYNTHETIC, smdBatchSql, transistorBatchSql } from './lookup-synthetic';
import { scratchDatabase, type Sql } from './bench-db';
import { percentile, startServer } from './server-harness';
import { printSearchPlans, searchPaths } from './search-workload';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);

async function fill(db: Sql, label: string) {
  const started = performance.now();
  const tTotal = Math.round(SYNTHETIC.transistors * SCALE);
  for (let from = 1; from <= tTotal; from += SYNTHETIC.batch) {
    await db.exec(transistorBatchSql(from, Math.min(tTotal, from + SYNTHETIC.batch - 1)));
  }
  const sTotal = Math.round(SYNTHETIC.smd * SCALE);
  for (let from = 1; from <= sTotal; from += SYNTHETIC.batch) {
    await db.exec(smdBatchSql(from, Math.min(sTotal, from + SYNTHETIC.batch - 1)));
  }
  await db.exec('ANALYZE');
  const [t] = await db.rows<{ n: number }>('SELECT count(*)::int AS n FROM transistors');
  const [s] = await db.rows<{ n: number }>('SELECT count(*)::int AS n FROM smd_components');
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`[${label}] loaded ${t?.n} transistors and ${s?.n} SMD codes in ${seconds} s`);
}

/** Request paths built from rows actually in the database, mutated the way people type them. */
async function workload(db: Sql) {
  const parts = await db.rows<{ mpn: string }>(
    "SELECT mpn FROM transistors WHERE source = 'synthetic benchmark row' AND id % 997 = 0 LIMIT 300",
  );
  const codes = await db.rows<{ code: string; part_number: string }>(
    'SELECT code, part_number FROM smd_components WHERE id % 499 = 0 LIMIT 300',
  );
  const pick = <T>(xs: T[], i: number): T => xs[i % xs.length] as T;
  const enc = encodeURIComponent;
  const search = (i: number) => {
    const mpn = pick(parts, i).mpn;
    if (i % 4 === 3)
      return `/transistor-xref/search?type=mosfet&polarity=n-channel&vceo_vds_min=60&ic_id_min=10&rds_on_max=0.05`;
    if (i % 4 === 2)
      return `/transistor-xref/search?type=bjt&polarity=npn&vceo_vds_min=100&ic_id_min=1&package=TO-220`;
    return `/transistor-xref/search?q=${enc(mpn.slice(0, Math.max(3, mpn.length - 2)))}`;
  };
  const lookup = (i: number) => {
    const mpn = pick(parts, i).mpn;
    const typed =
      i % 3 === 0 ? `${mpn}BU` : i % 3 === 1 ? mpn.replace(/^[0-9]?[A-Z]+/, 'PN') : mpn.toLowerCase();
    return `/transistor-xref/lookup/${enc(typed)}`;
  };
  const smd = (i: number) => {
    const row = pick(codes, i);
    if (i % 3 === 0) return `/smd/?search_term=${enc(row.code.slice(0, 2))}`;
    if (i % 3 === 1) return `/smd/?search_term=${enc(row.code)}&package=SOT-23`;
    return `/smd/?search_term=${enc(row.part_number.slice(0, 6))}`;
  };
  return { search, lookup, smd, everything: searchPaths(parts, codes) };
}

async function measure(base: string, label: string, name: string, pathFor: (i: number) => string) {
  for (let i = 0; i < 30; i++) await (await fetch(`${base}/api/v1${pathFor(i)}`)).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/v1${pathFor(i + 1000)}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${pathFor(i + 1000)} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `[${label}] ${name.padEnd(26)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${p95 <= 20 ? 'ok' : 'ABOVE GOAL'} (goal p95 <= 20 ms, n=${SAMPLES})`,
  );
}

async function run(kind: 'pglite' | 'postgres') {
  const scratch = await scratchDatabase(kind, 'lookup');
  const env = scratch.env;
  try {
    await (await startServer(kind, env)).stop();
    const db = await scratch.open();
    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    await fill(db, label);
    const paths = await workload(db);
    await printSearchPlans(db.rows, db.exec, label);
    await db.close();
    const server = await startServer(kind, env);
    try {
      await measure(server.base, label, 'GET /transistor-xref/search', paths.search);
      await measure(server.base, label, 'GET /transistor-xref/lookup', paths.lookup);
      await measure(server.base, label, 'GET /smd/', paths.smd);
      await measure(server.base, label, 'GET /search', paths.everything);
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.dispose();
  }
}

const only = process.env.BENCH_DB;
for (const kind of ['pglite', 'postgres'] as const) {
  if (!only || only === kind) await run(kind);
}
