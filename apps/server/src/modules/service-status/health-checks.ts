import { sql } from 'drizzle-orm';
import type { ServiceStatus } from '@electrobench/contracts/service-status';
import type { AppContext } from '../../app-context';
import type { RealtimeHub } from '../../plugins/realtime-hub';
import { outboxMailState } from './policy';

const CHECK_TIMEOUT_MS = 3000;
const SLOW_DATABASE_MS = 1000;

type Check = Promise<ServiceStatus>;
const up = (name: ServiceStatus['name'], message: string): ServiceStatus => ({ name, status: 'up', message });
const degraded = (name: ServiceStatus['name'], message: string): ServiceStatus => ({
  name,
  status: 'degraded',
  message,
});

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

/** One small read of a real table: a missing schema or a lost connection shows here. */
export async function checkDatabase(ctx: AppContext): Check {
  const started = performance.now();
  try {
    await withTimeout(ctx.db.execute(sql`SELECT 1 FROM users LIMIT 1`));
  } catch {
    return degraded('database', 'The database does not answer.');
  }
  const ms = Math.round(performance.now() - started);
  return ms > SLOW_DATABASE_MS
    ? degraded('database', `The database is slow (${ms} ms).`)
    : up('database', `Answering (${ms} ms).`);
}

export async function checkRealtime(realtime: RealtimeHub): Check {
  if (realtime.bus.kind === 'in-process') return up('realtime', 'Live updates on (single instance).');
  return realtime.bus.listening()
    ? up('realtime', 'Live updates on, shared by every instance.')
    : degraded('realtime', 'Reconnecting to the live-update channel; updates may arrive late.');
}

export async function checkMail(ctx: AppContext): Check {
  const { mailer, config } = ctx;
  if (!config.smtpUrl) {
    const state = outboxMailState(config.env === 'production');
    return {
      name: 'mail',
      status: state,
      message: 'Mails are written to the local outbox (SMTP_URL not set).',
    };
  }
  if (!mailer.verify) return up('mail', 'Mail server configured.');
  try {
    await withTimeout(mailer.verify());
    return up('mail', 'The mail server answers.');
  } catch {
    return degraded('mail', 'The mail server does not answer; mails may be delayed.');
  }
}

/** A real forecast request for the default place; the weather widget shows the same provider. */
export async function checkWeather(ctx: AppContext): Check {
  const { apiUrl, defaultLat, defaultLon } = ctx.config.weather;
  const url = new URL(apiUrl);
  url.searchParams.set('latitude', String(defaultLat));
  url.searchParams.set('longitude', String(defaultLon));
  url.searchParams.set('current', 'temperature_2m');
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok
      ? up('weather', 'The weather provider answers.')
      : degraded('weather', `The weather provider answers with an error (${response.status}).`);
  } catch {
    return degraded('weather', 'The weather provider cannot be reached.');
  }
}
