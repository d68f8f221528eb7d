// Forum latency over HTTP with a large forum loaded: one thread of 1,000 posts and 100,000 posts
// in all (the rest in 4,950 threads of 20). Goals (issue 11): thread page API p95 <= 20 ms; forum
// search over 100,000 posts p95 <= 50 ms; on PGlite and PostgreSQL. GET /users/stats/total-count
// (answered from memory) is timed in the same run as the baseline: HTTP and harness overhead on
// this machine at this moment. Words follow a Zipf-like law over a repair vocabulary plus a long
// tail, and part numbers come from 2,000 names, so a part is in well under 1% of posts while the
// commonest words are in most of them (those searches rank only the newest 1,000 matches).
// The server is started once to migrate, stopped, filled directly in its database and started
// again; requests are sequential so the figures are latencies, not throughput.
import { pathToFileURL } from 'node:url';
import { scratchDatabase, type Sql } from './bench-db';
import { percentile, startServer } from './server-harness';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const TOTAL_POSTS = Number(process.env.BENCH_FORUM_POSTS ?? 100_000);
const BIG_THREAD_POSTS = 1000;
const POSTS_PER_THREAD = 20;
const BATCH = 1000;

const WORDS = (
  'supply power board capacitor resistor diode transistor mosfet igbt gate drain source collector emitter ' +
  'fuse short open leaky bulged dry joint reflow solder flux trace via pad ripple noise hum hiccup start ' +
  'feedback loop optocoupler regulator reference voltage current overcurrent overvoltage fault code drive ' +
  'inverter motor encoder brake relay contactor scope probe meter curve tracer bench smps flyback forward ' +
  'buck boost inductor transformer winding snubber clamp zener bridge rectifier heatsink thermal paste fan ' +
  'replaced measured checked found burnt cracked swollen tested works dead intermittent again after before ' +
  'while when still only then maybe probably definitely quickly slowly carefully'
).split(' ');
const PARTS = [
  'IRFZ44N',
  '2SC5200',
  '2SA1943',
  'TL431',
  'PC817',
  'UC3842',
  'LM317',
  'IRF540N',
  'BC547B',
  '1N4148',
  'MJE13007',
  'TIP31C',
  'IKW40N120H3',
  'FGA25N120',
  'TOP247',
  'VIPER22A',
  'LNK304',
  'STP55NF06',
  'BTA16',
  'KA5L0380',
];

/** A small deterministic generator so every run loads the same forum. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const TAIL = Array.from({ length: 3000 }, (_, i) => `w${(i * 7919).toString(36)}`);
const PART_NAMES = [
  ...PARTS,
  ...Array.from({ length: 2000 - PARTS.length }, (_, i) => `BX${1000 + i}${'ABCDEFGH'[i % 8]}`),
];
// Cumulative Zipf weights (rank r weighs 1/r) over the repair vocabulary.
const ZIPF = WORDS.map((_, r) => 1 / (r + 1));
const ZIPF_TOTAL = ZIPF.reduce((a, b) => a + b, 0);
function zipfWord(u: number): string {
  let acc = 0;
  for (const [i, w] of ZIPF.entries()) {
    acc += w / ZIPF_TOTAL;
    if (u <= acc) return WORDS[i] ?? 'board';
  }
  return WORDS.at(-1) ?? 'board';
}

function postText(next: () => number): string {
  const n = 25 + Math.floor(next() * 40);
  const words: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = next();
    const pick = next();
    if (r < 0.03) words.push(PART_NAMES[Math.floor(pick * PART_NAMES.length)] ?? 'TL431');
    else if (r < 0.3) words.push(TAIL[Math.floor(pick * TAIL.length)] ?? 'wx');
    else words.push(zipfWord(pick));
  }
  return `${words.join(' ')}.`;
}

export async function fill(db: Sql, label: string) {
  const started = performance.now();
  const [user] = await db.rows<{ id: number }>(
    `INSERT INTO users (email, username, password_hash, email_verified_at)
     VALUES ('bench@example.test', 'bench_member', 'x', now()) RETURNING id`,
  );
  const [category] = await db.rows<{ id: number }>(
    'SELECT id FROM forum_categories ORDER BY position LIMIT 1',
  );
  const threads = 1 + Math.ceil((TOTAL_POSTS - BIG_THREAD_POSTS) / POSTS_PER_THREAD);
  await db.exec(
    `INSERT INTO forum_threads (category_id, author_id, title, slug, last_post_user_id, last_activity_at, created_at)
     SELECT ${category?.id}, ${user?.id}, 'Bench thread ' || i, 'bench-thread-' || i, ${user?.id},
       now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
     FROM generate_series(1, ${threads}) AS i`,
  );
  const next = rng(42);
  for (let from = 0; from < TOTAL_POSTS; from += BATCH) {
    const values: string[] = [];
    for (let k = from; k < Math.min(TOTAL_POSTS, from + BATCH); k++) {
      const thread = k < BIG_THREAD_POSTS ? 1 : 2 + Math.floor((k - BIG_THREAD_POSTS) / POSTS_PER_THREAD);
      values.push(`(${thread}, '${postText(next)}')`);
    }
    await db.exec(
      `INSERT INTO forum_posts (thread_id, author_id, content, content_html, search_vector)
       SELECT v.t, ${user?.id}, v.c, '<p>' || v.c || '</p>', setweight(to_tsvector('english', v.c), 'B')
       FROM (VALUES ${values.join(',')}) AS v(t, c)`,
    );
  }
  await db.exec(
    `UPDATE forum_posts p SET is_first_post = true FROM
       (SELECT thread_id, min(id) AS id FROM forum_posts GROUP BY thread_id) f WHERE p.id = f.id;
     UPDATE forum_threads t SET first_post_id = f.id, reply_count = f.n - 1 FROM
       (SELECT thread_id, min(id) AS id, count(*)::int AS n FROM forum_posts GROUP BY thread_id) f
     WHERE t.id = f.thread_id;
     UPDATE forum_posts p SET search_vector = setweight(to_tsvector('english', t.title), 'A') || p.search_vector
       FROM forum_threads t WHERE p.is_first_post AND t.id = p.thread_id;
     UPDATE users SET forum_thread_count = ${threads}, forum_post_count = ${TOTAL_POSTS} WHERE id = ${user?.id};
     ANALYZE;`,
  );
  const [n] = await db.rows<{ n: number }>('SELECT count(*)::int AS n FROM forum_posts');
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`[${label}] loaded ${n?.n} posts in ${threads} threads in ${seconds} s`);
}

const SEARCHES = [
  ...PARTS,
  'snubber',
  'flyback hiccup',
  'optocoupler feedback',
  '"dry joint"',
  'replaced capacitor',
  'IRFZ44N gate',
  'UC3842 start -fuse',
  'inverter overcurrent fault',
  'power supply',
  'meter',
];

async function measure(
  base: string,
  label: string,
  name: string,
  pathFor: (i: number) => string,
  goal: number,
) {
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
  const verdict = Number.isFinite(goal)
    ? (p95 <= goal ? 'ok' : 'ABOVE GOAL') + ` (goal p95 <= ${goal} ms)`
    : '(baseline)';
  console.log(
    `[${label}] ${name.padEnd(40)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${verdict} n=${SAMPLES}`,
  );
}

async function run(kind: 'pglite' | 'postgres') {
  const scratch = await scratchDatabase(kind, 'forum');
  const env = scratch.env;
  try {
    await (await startServer(kind, env)).stop();
    const db = await scratch.open();
    const label = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    await fill(db, label);
    await db.close();
    const server = await startServer(kind, env);
    const pages = BIG_THREAD_POSTS / 20;
    const enc = encodeURIComponent;
    try {
      const baseline = 'GET /users/stats/total-count (baseline)';
      await measure(server.base, label, baseline, () => '/users/stats/total-count', Infinity);
      await measure(server.base, label, 'GET /forum/categories (forum home)', () => '/forum/categories', 20);
      await measure(server.base, label, 'GET /forum/threads/:id (1,000 posts)', () => '/forum/threads/1', 20);
      await measure(
        server.base,
        label,
        'GET /forum/threads/:id/posts page',
        (i) => `/forum/threads/1/posts?skip=${((i * 7) % pages) * 20}&limit=20`,
        20,
      );
      await measure(
        server.base,
        label,
        `GET /forum/search (${TOTAL_POSTS.toLocaleString('en')} posts)`,
        (i) => `/forum/search?q=${enc(SEARCHES[i % SEARCHES.length] ?? 'fan')}`,
        50,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.dispose();
  }
}

const only = process.env.BENCH_DB;
// Imported (to fill a database for EXPLAIN) it only exports; run directly it measures.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const kind of ['pglite', 'postgres'] as const) {
    if (!only || only === kind) await run(kind);
  }
}
