import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { queryRows } from '../../db/query-rows';
import { loginBackoffMs } from './policy';
import type { Device } from './device-cookie';

// Failed sign-ins per account (and per known device) live in the rate-limit table: unlogged, one
// row per key, shared by every instance on PostgreSQL. Times come from the app clock, so tests can
// move them; a count is forgotten an hour after its last failure.
const PREFIX = 'login-failures|';
const FORGET_MS = 3_600_000;

export type LoginSubject = { accountKey: string; deviceKey: string | null };

/** The account whatever name was typed (its id), or the typed name itself for an unknown one. */
export function loginSubject(
  accountId: number | undefined,
  typed: string,
  device: Device | null,
): LoginSubject {
  const accountKey =
    accountId === undefined ? `${PREFIX}name:${typed.trim().toLowerCase()}` : `${PREFIX}account:${accountId}`;
  const known = device && accountId !== undefined && device.userId === accountId;
  return { accountKey, deviceKey: known ? `${PREFIX}device:${device.deviceId}` : null };
}

type Count = { failures: number; lastAt: Date };

async function readCounts(ctx: AppContext, keys: string[]): Promise<Map<string, Count>> {
  const now = ctx.clock.now().toISOString();
  const rows = await queryRows<{ key: string; hits: number; resets_at: string | Date }>(
    ctx.db,
    sql`SELECT key, hits, resets_at FROM rate_limit_counters
        WHERE key IN (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}) AND resets_at > ${now}::timestamptz`,
  );
  return new Map(
    rows.map((r) => [
      r.key,
      { failures: r.hits, lastAt: new Date(new Date(r.resets_at).getTime() - FORGET_MS) },
    ]),
  );
}

/**
 * Milliseconds this sign-in must wait, or 0. A known device of the account skips the account's
 * back-off while that device itself has failed fewer times than allowed.
 */
export async function loginWaitMs(ctx: AppContext, subject: LoginSubject): Promise<number> {
  if (!ctx.config.rateLimit.enabled) return 0;
  const free = ctx.config.rateLimit.loginFailures;
  const now = ctx.clock.now();
  const keys = subject.deviceKey ? [subject.accountKey, subject.deviceKey] : [subject.accountKey];
  const counts = await readCounts(ctx, keys);
  const device = subject.deviceKey ? counts.get(subject.deviceKey) : undefined;
  if (subject.deviceKey && (device?.failures ?? 0) < free) return 0;
  const account = counts.get(subject.accountKey);
  return account ? loginBackoffMs(account.failures, account.lastAt, now, free) : 0;
}

export async function recordLoginFailure(ctx: AppContext, subject: LoginSubject): Promise<void> {
  if (!ctx.config.rateLimit.enabled) return;
  const now = ctx.clock.now();
  const forgetAt = new Date(now.getTime() + FORGET_MS).toISOString();
  for (const key of [subject.accountKey, subject.deviceKey]) {
    if (!key) continue;
    await ctx.db.execute(sql`
      INSERT INTO rate_limit_counters AS c (key, hits, resets_at) VALUES (${key}, 1, ${forgetAt}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN c.resets_at <= ${now.toISOString()}::timestamptz THEN 1 ELSE c.hits + 1 END,
        resets_at = EXCLUDED.resets_at`);
  }
}

/** A successful sign-in starts the account's and the device's counts over. */
export async function clearLoginFailures(ctx: AppContext, subject: LoginSubject): Promise<void> {
  if (!ctx.config.rateLimit.enabled) return;
  const keys = subject.deviceKey ? [subject.accountKey, subject.deviceKey] : [subject.accountKey];
  await ctx.db.execute(
    sql`DELETE FROM rate_limit_counters WHERE key IN (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
}
