// Public lookups under concurrent use (issue 15, defect 9): every lookup route at 50 connections with
// varied real queries from the seed CSVs, each run right after the bare Fastify route so background
// load on the machine hits both alike. Prints req/s, the ratio to bare, p50 and p99.
// Goal: ratio >= 0.1 on PostgreSQL and >= 0.05 on PGlite; p99 <= 100 ms (PostgreSQL), <= 250 ms (PGlite).
// BENCH_SECONDS (default 5) per measurement, BENCH_DB=pglite|postgres for one database,
// BENCH_ROUTES=word to run only routes whose name contains it.
import autocannon from 'autocannon';
import { driveModelPaths, lookupRoutes } from './lookup-workload';
import { bareFastify, startServer } from './server-harness';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const GOALS = { pglite: { ratio: 0.05, p99: 250 }, postgres: { ratio: 0.1, p99: 100 } } as const;

type Figures = { rps: number; p50: number; p99: number; failures: number };

async function load(base: string, paths: string[]): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const bare = await bareFastify();
const bareBase = bare.url.replace(/\/hello$/, '');
const only = process.env.BENCH_DB;
const routeFilter = process.env.BENCH_ROUTES;
for (const kind of ['pglite', 'postgres'] as const) {
  if (only && only !== kind) continue;
  const server = await startServer(kind);
  const goal = GOALS[kind];
  try {
    const routes = lookupRoutes(await driveModelPaths(server.base)).filter(
      (r) => !routeFilter || r.name.includes(routeFilter),
    );
    for (const route of routes) {
      for (const p of route.paths) {
        const res = await fetch(`${server.base}/api/v1${p}`);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${p} answered ${res.status}`);
      }
    }
    console.log(
      `[${server.label}] ${CONNECTIONS} connections, ${DURATION_S} s each; goal ratio >= ${goal.ratio}, p99 <= ${goal.p99} ms`,
    );
    for (const route of routes) {
      const b = await load(bareBase, ['/hello']);
      const r = await load(
        server.base,
        route.paths.map((p) => `/api/v1${p}`),
      );
      const ratio = r.rps / b.rps;
      const ok = ratio >= goal.ratio && r.p99 <= goal.p99 && r.failures === 0;
      console.log(
        `[${server.label}] ${route.name.padEnd(20)} ${r.rps.toFixed(0).padStart(6)} req/s  bare ${b.rps.toFixed(0).padStart(6)} (p99 ${b.p99} ms)  ratio ${ratio.toFixed(3)}  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  ${r.failures ? `${r.failures} failed  ` : ''}${ok ? 'ok' : 'BELOW GOAL'} (${route.paths.length} distinct queries)`,
      );
    }
  } finally {
    await server.stop();
  }
}
await bare.close();
