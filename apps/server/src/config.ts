import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be an absolute http(s) URL').optional(),
  JWT_SECRET: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('ElectroBench <no-reply@electrobench.local>'),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.string().default(''),
  RATE_LIMIT_ENABLED: boolish.default(true),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(6),
  RATE_LIMIT_LOGIN_PER_HOUR: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_LOGIN_FAILURES: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_SENSITIVE_PER_HOUR: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_AVAILABILITY_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_GLOBAL_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_FORUM_THREADS_PER_HOUR: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_FORUM_POSTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_FORUM_VOTES_PER_MINUTE: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_FORUM_PREVIEWS_PER_MINUTE: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_DM_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_TICKETS_PER_HOUR: z.coerce.number().int().positive().default(5),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(15).default(15),
  REFRESH_IDLE_DAYS: z.coerce.number().positive().default(7),
  REFRESH_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  WEATHER_API_URL: z
    .url('WEATHER_API_URL must be an absolute http(s) URL')
    .default('https://api.open-meteo.com/v1/forecast'),
  WEATHER_DEFAULT_LAT: z.coerce.number().min(-90).max(90).default(51.5072),
  WEATHER_DEFAULT_LON: z.coerce.number().min(-180).max(180).default(-0.1276),
  WEATHER_DEFAULT_NAME: z.string().min(1).default('London'),
  METRICS_ENABLED: boolish.default(false),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  corsOrigins: string[];
  trustProxy: string[];
  rateLimit: {
    enabled: boolean;
    loginPerMinute: number;
    loginPerHour: number;
    /** Failed sign-ins of one account before its back-off starts (see modules/auth/login-failures.ts). */
    loginFailures: number;
    sensitivePerHour: number;
    availabilityPerMinute: number;
    globalPerMinute: number;
    forum: {
      threadsPerHour: number;
      postsPerMinute: number;
      votesPerMinute: number;
      previewsPerMinute: number;
    };
    dmPerMinute: number;
    ticketsPerHour: number;
  };
  accessTokenMinutes: number;
  refreshIdleMs: number;
  refreshAbsoluteMs: number;
  logLevel: string;
  webDist: string | undefined;
  weather: { apiUrl: string; defaultLat: number; defaultLon: number; defaultName: string };
  metrics: { enabled: boolean; token: string | undefined };
};

export class ConfigError extends Error {}

const DAY_MS = 86_400_000;
const MIN_SECRET_LENGTH = 32;

/** Embedded mode keeps a generated secret in DATA_DIR so tokens survive a restart. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_SECRET_LENGTH) return existing;
  } catch {
    // not created yet
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment once. Throws ConfigError with one readable message on bad input. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  let jwtSecret = e.JWT_SECRET;
  if (e.NODE_ENV === 'production') {
    if (!jwtSecret || jwtSecret.length < MIN_SECRET_LENGTH || new Set(jwtSecret).size < 10) {
      throw new ConfigError(
        `Invalid configuration:\n  JWT_SECRET: production needs a random secret of at least ${MIN_SECRET_LENGTH} characters`,
      );
    }
  } else if (!jwtSecret) {
    jwtSecret = embeddedSecret(dataDir);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const list = (s: string) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    jwtSecret,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    corsOrigins: list(e.CORS_ORIGINS),
    trustProxy: list(e.TRUST_PROXY),
    rateLimit: {
      enabled: e.RATE_LIMIT_ENABLED,
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      loginPerHour: e.RATE_LIMIT_LOGIN_PER_HOUR,
      loginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
      sensitivePerHour: e.RATE_LIMIT_SENSITIVE_PER_HOUR,
      availabilityPerMinute: e.RATE_LIMIT_AVAILABILITY_PER_MINUTE,
      globalPerMinute: e.RATE_LIMIT_GLOBAL_PER_MINUTE,
      forum: {
        threadsPerHour: e.RATE_LIMIT_FORUM_THREADS_PER_HOUR,
        postsPerMinute: e.RATE_LIMIT_FORUM_POSTS_PER_MINUTE,
        votesPerMinute: e.RATE_LIMIT_FORUM_VOTES_PER_MINUTE,
        previewsPerMinute: e.RATE_LIMIT_FORUM_PREVIEWS_PER_MINUTE,
      },
      dmPerMinute: e.RATE_LIMIT_DM_PER_MINUTE,
      ticketsPerHour: e.RATE_LIMIT_TICKETS_PER_HOUR,
    },
    accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
    refreshIdleMs: e.REFRESH_IDLE_DAYS * DAY_MS,
    refreshAbsoluteMs: e.REFRESH_ABSOLUTE_DAYS * DAY_MS,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    weather: {
      apiUrl: e.WEATHER_API_URL,
      defaultLat: e.WEATHER_DEFAULT_LAT,
      defaultLon: e.WEATHER_DEFAULT_LON,
      defaultName: e.WEATHER_DEFAULT_NAME,
    },
    metrics: { enabled: e.METRICS_ENABLED, token: e.METRICS_TOKEN },
  };
}
