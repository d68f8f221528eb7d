// Cost of deeply nested JSON sent to a public route (issue "Hardening and operations"), and how much
// four such requests in parallel slow an ordinary call. Baseline in the same run: a bare Fastify
// process with the framework defaults (1 MB body limit, default JSON parser) and a zod-validated
// route, which is how the API took such bodies before the input guard. Prints; asserts nothing.
import { percentile, startBareServer, startServer } from './server-harness';

const ROUNDS = 8;
const nested = (bytes: number) => '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);
const MEGABYTE = nested(1_000_000);
const UNDER_SMALL_LIMIT = nested(100_000);

async function post(url: string, body: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

async function median(url: string, body: string): Promise<string> {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < ROUNDS; i += 1) {
    const r = await post(url, body);
    times.push(r.ms);
    status = r.status;
  }
  times.sort((a, b) => a - b);
  return `${percentile(times, 50).toFixed(1)} ms (answer ${status})`;
}

/** Latency of a small GET while four hostile bodies are being sent at once. */
async function underAttack(hostileUrl: string, probeUrl: string): Promise<string> {
  const attack = Promise.all([1, 2, 3, 4].map(() => post(hostileUrl, MEGABYTE)));
  const started = performance.now();
  await (await fetch(probeUrl)).arrayBuffer();
  const probe = performance.now() - started;
  await attack;
  return `${probe.toFixed(1)} ms`;
}

const baseline = await startBareServer('bare-json-server.ts');
const server = await startServer('pglite');
try {
  const ticket = `${server.base}/api/v1/tickets/`;
  const count = `${server.base}/api/v1/users/stats/total-count`;
  console.log(
    `baseline (Fastify defaults, zod route), 1 MB nested: ${await median(`${baseline.base}/echo`, MEGABYTE)}`,
  );
  console.log(`API POST /tickets/, 1 MB nested:                 ${await median(ticket, MEGABYTE)}`);
  console.log(
    `baseline, 100 kB nested:                         ${await median(`${baseline.base}/echo`, UNDER_SMALL_LIMIT)}`,
  );
  console.log(`API POST /tickets/, 100 kB nested:               ${await median(ticket, UNDER_SMALL_LIMIT)}`);
  console.log(
    `baseline GET during 4 parallel 1 MB bodies:      ${await underAttack(`${baseline.base}/echo`, `${baseline.base}/hello`)}`,
  );
  console.log(`API GET total-count during 4 parallel 1 MB bodies: ${await underAttack(ticket, count)}`);
} finally {
  await server.stop();
  await baseline.close();
}
