import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { fakeClock } from '../src/lib/clock';
import type { Mail, Mailer } from '../src/lib/mailer';
import { cloneTestDatabase } from './test-db';

export type TestApp = {
  app: FastifyInstance;
  mails: Mail[];
  clock: ReturnType<typeof fakeClock>;
  dataDir: string;
  /**
   * Drops every table of this app's own database copy, so each query fails with a real SQL error
   * (naming relations) while the connection stays open: how the app answers a broken database.
   * Closing the driver instead raced its shutdown against the request in CI.
   */
  breakDatabase: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A real app on its own copy of the migrated database, with a fake clock and a mailer that keeps
 * mails in memory. Rate limits are generous unless a test passes its own env.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { mailer?: (mails: Mail[]) => Mailer; requestTimeoutMs?: number } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eb-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: 'http://electrobench.test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_LOGIN_PER_HOUR: '1000',
    RATE_LIMIT_LOGIN_FAILURES: '1000',
    RATE_LIMIT_SENSITIVE_PER_HOUR: '1000',
    RATE_LIMIT_AVAILABILITY_PER_MINUTE: '1000',
    RATE_LIMIT_FORUM_THREADS_PER_HOUR: '1000',
    RATE_LIMIT_FORUM_POSTS_PER_MINUTE: '1000',
    RATE_LIMIT_FORUM_VOTES_PER_MINUTE: '1000',
    RATE_LIMIT_FORUM_PREVIEWS_PER_MINUTE: '1000',
    ...env,
  });
  const handle = await cloneTestDatabase();
  const mails: Mail[] = [];
  const mailer: Mailer = options.mailer?.(mails) ?? {
    send: async (mail) => {
      mails.push(mail);
    },
    close: () => undefined,
  };
  const clock = fakeClock(new Date());
  const app = await buildApp({
    config,
    db: handle.db,
    clock,
    mailer,
    logger: false,
    ...(options.requestTimeoutMs ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
  });
  await app.ready();
  return {
    app,
    mails,
    clock,
    dataDir,
    breakDatabase: async () => {
      await handle.db.execute(sql`DROP SCHEMA public CASCADE`);
    },
    close: async () => {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for the mails (and other work) that requests left running after their answer. */
export const backgroundDone = (t: Pick<TestApp, 'app'>) => t.app.ctx.background.drain();

/** The token query parameter of the link in the newest mail to an address. */
export function tokenFromMail(mails: Mail[], to: string, route: string): string {
  const mail = [...mails].reverse().find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const match = new RegExp(`/${route}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${route} link in mail to ${to}`);
  return decodeURIComponent(match[1]);
}

export type Account = { username: string; email: string; password: string; token: string; cookie: string };

let counter = 0;

export function refreshCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'eb_refresh');
  if (!cookie) throw new Error('no refresh cookie set');
  return `eb_refresh=${cookie.value}`;
}

/** Signs up, verifies through the mailed link and logs in: a ready member. */
export async function createAccount(t: Pick<TestApp, 'app' | 'mails'>, name?: string): Promise<Account> {
  counter += 1;
  const username = name ?? `member${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const email = `${username}@example.test`;
  const password = 'solder-fume-extractor-9';
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { email, password, username },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const token = tokenFromMail(t.mails, email, 'verify-email');
  await t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-email?token=${encodeURIComponent(token)}` });
  return login(t, username, password, email);
}

export async function login(
  t: Pick<TestApp, 'app'>,
  username: string,
  password: string,
  email = '',
): Promise<Account> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/access-token',
    payload: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return {
    username,
    email,
    password,
    token: res.json<{ access_token: string }>().access_token,
    cookie: refreshCookieOf(res),
  };
}

export const bearer = (a: { token: string }) => ({ authorization: `Bearer ${a.token}` });

/** An urlencoded form body with its content type, as the web app's form posts send it. */
export const form = (data: Record<string, string>) => ({
  payload: new URLSearchParams(data).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
