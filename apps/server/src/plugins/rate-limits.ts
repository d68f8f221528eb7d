import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../lib/http-errors';

type Hook = onRequestAsyncHookHandler;
export type Limiters = {
  loginPerIp: Hook;
  loginPerAccount: Hook;
  sensitive: Hook;
  availability: Hook;
};

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limiters;
  }
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

function accountKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown; email?: unknown } | undefined;
  const id =
    typeof body?.username === 'string' ? body.username : typeof body?.email === 'string' ? body.email : '';
  return `account:${id.trim().toLowerCase()}`;
}

/**
 * Named limiters that routes attach as hooks. Counting is per client IP (request.ip, which only
 * honours X-Forwarded-For when TRUST_PROXY names the proxy) and, for login, per account name.
 * The plugin's own hook runs once per request, so several windows (per minute and per hour) are
 * combined here with its createRateLimit checks.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  const cfg = app.ctx.config.rateLimit;
  await app.register(rateLimit, { global: false });

  type Window = { max: number; timeWindow: number; keyGenerator?: (r: FastifyRequest) => string };
  const limiter = (windows: Window[]): Hook => {
    if (!cfg.enabled) return async () => undefined;
    const checks = windows.map((w) => app.createRateLimit(w));
    return async (request, reply) => {
      for (const check of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          const seconds = Math.max(1, result.ttlInSeconds);
          reply.header('retry-after', String(seconds));
          throw new HttpError(429, `Too many attempts. Try again in ${seconds} seconds.`);
        }
      }
    };
  };
  app.decorate('limits', {
    loginPerIp: limiter([
      { max: cfg.loginPerMinute, timeWindow: MINUTE },
      { max: cfg.loginPerHour, timeWindow: HOUR },
    ]),
    loginPerAccount: limiter([
      { max: cfg.loginPerMinute, timeWindow: MINUTE, keyGenerator: accountKey },
      { max: cfg.loginPerHour, timeWindow: HOUR, keyGenerator: accountKey },
    ]),
    sensitive: limiter([{ max: cfg.sensitivePerHour, timeWindow: HOUR }]),
    availability: limiter([{ max: cfg.availabilityPerMinute, timeWindow: MINUTE }]),
  });
});
