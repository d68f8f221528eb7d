// Time for an admin to bulk-load a large catalogue through the import API (issue "Component
// identification": "an operator can load a licensed catalogue of 100,000s of rows"): one CSV of
// BENCH_IMPORT_ROWS synthetic SMD codes (default 100,000) streamed to
// POST /api/v1/admin/catalogue-import/smd-codes, then the same file again (every row matched and
// unchanged), on PGlite and PostgreSQL. Prints seconds and rows per second; asserts nothing.
import { startServer } from './server-harness';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const ADMIN = { email: 'bench-import@example.test', password: 'benchmark-password-77' };
const HEADER = 'code,part_number,manufacturer,package,function,pin_count,description,source';

function catalogue(rows: number): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i += 1) {
    const code = `Z${i.toString(36).toUpperCase()}`;
    lines.push(
      `${code},BENCH${i},Bench Semi,SOT-23,NPN general purpose,3,synthetic row ${i},synthetic benchmark row`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function token(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login/access-token`, {
    method: 'POST',
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function upload(base: string, bearer: string, csv: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/admin/catalogue-import/smd-codes`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${bearer}` },
    body: csv,
  });
  const report = (await res.json()) as { committed: boolean; inserted: number; updated: number };
  if (res.status !== 200 || !report.committed) throw new Error(`import answered ${res.status}`);
  return { seconds: (performance.now() - started) / 1000, report };
}

const csv = catalogue(ROWS);
console.log(
  `catalogue: ${ROWS.toLocaleString('en')} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB of CSV`,
);
for (const kind of ['pglite', 'postgres'] as const) {
  const server = await startServer(kind, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  try {
    const bearer = await token(server.base);
    const first = await upload(server.base, bearer, csv);
    const again = await upload(server.base, bearer, csv);
    const rate = (s: number) => Math.round(ROWS / s).toLocaleString('en');
    console.log(
      `[${server.label}] first load ${first.seconds.toFixed(1)} s (${rate(first.seconds)} rows/s, ` +
        `${first.report.inserted} inserted); same file again ${again.seconds.toFixed(1)} s ` +
        `(${rate(again.seconds)} rows/s, ${again.report.updated} changed)`,
    );
  } finally {
    await server.stop();
  }
}
