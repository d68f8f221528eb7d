// Members for bench/realtime without 10,000 sign-ups through argon2: users and one live session
// each are inserted with two SQL statements, and their access tokens are signed with the server's
// own token code and the JWT_SECRET the server was started with, so each socket's auth message is
// checked exactly as a real one (signature, account alive, session not revoked).
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { createAccessTokens } from '../apps/server/src/modules/auth/access-token';
import { systemClock } from '../apps/server/src/lib/clock';

export type Member = { id: number; token: string };

type Rows = (sql: string) => Promise<{ user_id: number; family_id: string }[]>;

function insertSql(prefix: string, count: number, superuser: boolean): string[] {
  // prefix and count come from this file, never from input, so plain interpolation is safe.
  return [
    `INSERT INTO users (email, username, password_hash, is_superuser, email_verified_at)
       SELECT '${prefix}' || g || '@example.test', '${prefix}' || g, '!bench-no-login', ${superuser}, now()
       FROM generate_series(1, ${count}) AS g`,
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, created_at, idle_expires_at, family_expires_at)
       SELECT id, gen_random_uuid(), 'bench-' || gen_random_uuid(), now(), now() + interval '1 day', now() + interval '1 day'
       FROM users WHERE username LIKE '${prefix}%'
       RETURNING user_id, family_id`,
  ];
}

async function mint(rows: { user_id: number; family_id: string }[], secret: string): Promise<Member[]> {
  const tokens = createAccessTokens(secret, 15, systemClock);
  const members: Member[] = [];
  for (const r of rows.sort((a, b) => a.user_id - b.user_id)) {
    members.push({ id: r.user_id, token: await tokens.sign({ userId: r.user_id, sessionId: r.family_id }) });
  }
  return members;
}

async function insertWith(rows: Rows, prefix: string, count: number, superuser: boolean, secret: string) {
  const [users, sessions] = insertSql(prefix, count, superuser);
  await rows(users!);
  return mint(await rows(sessions!), secret);
}

/** On PostgreSQL; the server may be running. */
export async function insertMembersPostgres(
  url: string,
  prefix: string,
  count: number,
  superuser: boolean,
  secret: string,
): Promise<Member[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await insertWith(async (sql) => (await client.query(sql)).rows, prefix, count, superuser, secret);
  } finally {
    await client.end();
  }
}

/** On PGlite; the server must be stopped (one process owns the data directory). */
export async function insertMembersPglite(
  dataDir: string,
  prefix: string,
  count: number,
  superuser: boolean,
  secret: string,
): Promise<Member[]> {
  const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    return await insertWith(
      async (sql) => (await client.query<{ user_id: number; family_id: string }>(sql)).rows,
      prefix,
      count,
      superuser,
      secret,
    );
  } finally {
    await client.close();
  }
}
