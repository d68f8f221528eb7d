// Mixed load (issue 15): guests looking parts up and reading the forum, members sending direct
// messages, editing sticky notes and replying in the forum, and open notification sockets, all at
// once for BENCH_LOAD_SECONDS (default 60), three runs in a row on each database. Printed, not
// asserted: errors and timeouts per route (expected zero), p50/p99 per route, and the server's
// resident memory after each run (goal: under 50 MB growth over the three runs).
// `npm run bench load`; BENCH_DB=pglite|postgres for one database.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type WebSocket from 'ws';
import { loadWorld, type LoadWorld } from './load-members';
import { driveModelPaths, lookupRoutes } from './lookup-workload';
import { closeAll, openMany } from './realtime-sockets';
import { startServer, type RunningServer } from './server-harness';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const RUNS = 3;
const MEMBERS = 10;
const SOCKETS_PER_MEMBER = 5;

type Route = { name: string; connections: number; requests: () => autocannon.Request };

function routes(world: LoadWorld, lookups: string[], round: number): Route[] {
  let n = 0;
  const m = (i: number) => world.members[i % world.members.length]!;
  const json = (token: string, method: 'POST' | 'PUT', path: string, body: object): autocannon.Request => ({
    method,
    path: `/api/v1${path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const forumReads = [
    '/forum/categories',
    `/forum/categories/${world.categoryId}/threads`,
    `/forum/threads/${world.threadId}`,
    `/forum/threads/${world.threadId}/posts`,
  ];
  return [
    {
      name: 'guest lookups',
      connections: 24,
      requests: () => ({ path: `/api/v1${lookups[n++ % lookups.length]}` }),
    },
    {
      name: 'guest forum reads',
      connections: 10,
      requests: () => ({ path: `/api/v1${forumReads[n++ % 4]}` }),
    },
    {
      name: 'member DM send',
      connections: 3,
      requests: () => {
        const i = n++;
        return json(m(i).token, 'POST', '/dm/messages', {
          recipient_id: m(i + 1).id,
          content: `run ${round} #${i}`,
        });
      },
    },
    {
      name: 'member sticky edit',
      connections: 3,
      requests: () => {
        const i = n++ % world.members.length;
        return json(m(i).token, 'PUT', `/sticky-notes/notes/${world.noteIds[i]}`, {
          text: `edit ${round} ${n}`,
        });
      },
    },
    {
      name: 'member forum reply',
      connections: 2,
      requests: () =>
        json(m(n).token, 'POST', `/forum/threads/${world.threadId}/posts`, {
          content: `Reply ${round}.${n++}`,
        }),
    },
  ];
}

function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

async function run(server: RunningServer, world: LoadWorld, lookups: string[], round: number) {
  const wsUrl = `${server.base.replace('http', 'ws')}/ws/notifications`;
  const tokens = world.members.flatMap((m) => Array.from({ length: SOCKETS_PER_MEMBER }, () => m.token));
  const sockets: WebSocket[] = await openMany(wsUrl, tokens, 10);
  let dropped = 0;
  let pushed = 0;
  for (const s of sockets) {
    s.on('close', () => dropped++);
    s.on('message', () => pushed++);
  }
  const results = await Promise.all(
    routes(world, lookups, round).map(async (r) => {
      const result = await autocannon({
        url: server.base,
        connections: r.connections,
        duration: SECONDS,
        timeout: 10,
        requests: [{ setupRequest: (req) => ({ ...req, ...r.requests() }) }],
      });
      return { route: r, result };
    }),
  );
  for (const s of sockets) s.removeAllListeners('close');
  closeAll(sockets);
  for (const { route, result } of results) {
    const failed = result.non2xx + result.errors + result.timeouts;
    console.log(
      `[${server.label}] run ${round} ${route.name.padEnd(19)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(5)} ms  ${failed} errors/timeouts`,
    );
  }
  console.log(
    `[${server.label}] run ${round} sockets: ${sockets.length} open, ${dropped} dropped, ${pushed} messages pushed; server RSS ${rssMb(server.pid).toFixed(0)} MB`,
  );
  return rssMb(server.pid);
}

const only = process.env.BENCH_DB;
for (const kind of ['pglite', 'postgres'] as const) {
  if (only && only !== kind) continue;
  const server = await startServer(kind);
  try {
    const world = await loadWorld(server, MEMBERS, kind);
    const lookups = lookupRoutes(await driveModelPaths(server.base)).flatMap((r) => r.paths);
    const before = rssMb(server.pid);
    const after: number[] = [];
    for (let round = 1; round <= RUNS; round++) after.push(await run(server, world, lookups, round));
    const growth = after[RUNS - 1]! - after[0]!;
    console.log(
      `[${server.label}] RSS ${before.toFixed(0)} MB before, ${after.map((x) => x.toFixed(0)).join(' / ')} MB after each run: ` +
        `growth over the runs ${growth.toFixed(0)} MB ${growth < 50 ? 'ok' : 'ABOVE GOAL'} (goal < 50 MB)`,
    );
  } finally {
    await server.stop();
  }
}
