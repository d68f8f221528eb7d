// Throughput of a real API route against a bare Fastify route in the same run, and login latency.
// Goal (issue "Platform"): total-count at >= 0.5 of the bare route's requests/s, on both databases.
import autocannon from 'autocannon';
import { percentile, startBareServer, startServer } from './server-harness';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const ROUNDS = 3;

async function rps(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function bareFastify(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = await startBareServer('bare-hello-server.ts');
  return { url: `${bare.base}/hello`, close: bare.close };
}

// A verified account made by the server at start (ADMIN_EMAIL/ADMIN_PASSWORD), so every timed login
// is the full successful path: argon2id check, session row, JWT and refresh cookie.
const LOGIN = { email: 'bench-login@example.test', password: 'benchmark-password-77' };

async function loginLatency(base: string, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/auth/login/access-token`, {
      method: 'POST',
      body: new URLSearchParams({ username: LOGIN.email, password: LOGIN.password }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`login answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const bare = await bareFastify();
for (const kind of ['pglite', 'postgres'] as const) {
  const server = await startServer(kind, { ADMIN_EMAIL: LOGIN.email, ADMIN_PASSWORD: LOGIN.password });
  try {
    // Alternate the two targets so background load on the machine affects both alike.
    let bareRps = 0;
    let apiRps = 0;
    for (let round = 0; round < ROUNDS; round++) {
      bareRps += (await rps(bare.url)) / ROUNDS;
      apiRps += (await rps(`${server.base}/api/v1/users/stats/total-count`)) / ROUNDS;
    }
    const logins = await loginLatency(server.base, 30);
    console.log(`[${server.label}] bare Fastify hello: ${bareRps.toFixed(0)} req/s`);
    console.log(`[${server.label}] GET /api/v1/users/stats/total-count: ${apiRps.toFixed(0)} req/s`);
    console.log(`[${server.label}] ratio: ${(apiRps / bareRps).toFixed(2)} (goal >= 0.5)`);
    console.log(
      `[${server.label}] successful login (argon2id + session) latency over ${logins.length}: p50 ${percentile(logins, 50).toFixed(1)} ms, p95 ${percentile(logins, 95).toFixed(1)} ms`,
    );
  } finally {
    await server.stop();
  }
}
await bare.close();
