import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import { postgresPoolOf } from '../db/client';
import { HttpError } from '../lib/http-errors';
import { postgresRateLimitStore } from './rate-limit-store';

type Hook = onRequestAsyncHookHandler;
export type Limiters = {
  loginPerIp: Hook;
  sensitive: Hook;
  availability: Hook;
  /** Forum writing, per member: new threads, replies, votes (posts and polls) and previews. */
  forumThreads: Hook;
  forumPosts: Hook;
  forumVotes: Hook;
  forumPreviews: Hook;
  /** Direct messages sent, per member. */
  dmSend: Hook;
  /** Feedback tickets, per IP (guests may send them). */
  tickets: Hook;
};

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limiters;
  }
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

// The auth guard runs first, so a private route's limiter counts per member, not per shared IP.
const memberKey = (request: FastifyRequest) =>
  request.user ? `member:${request.user.id}` : `ip:${request.ip}`;

// Forum limiters run after the auth guard, so they count per member rather than per shared IP.
const forumMemberKey = (request: FastifyRequest) =>
  request.user ? `forum-member:${request.user.id}` : `ip:${request.ip}`;

/**
 * Named limiters that routes attach as hooks. Counting is per client IP (request.ip, which only
 * honours X-Forwarded-For when TRUST_PROXY names the proxy) or per member. Failed sign-ins per
 * account are counted by the auth module itself (modules/auth/login-failures.ts).
 * The plugin's own hook runs once per request, so several windows (per minute and per hour) are
 * combined here with its createRateLimit checks.
 *
 * On PostgreSQL the counts live in the database, shared by every instance; on PGlite (one process
 * by definition) they stay in memory. Each window counts under its own name.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  const cfg = app.ctx.config.rateLimit;
  const pool = postgresPoolOf(app.ctx.db);
  const shared = pool ? postgresRateLimitStore(pool) : null;
  if (shared) app.addHook('onClose', async () => shared.stop());
  await app.register(rateLimit, { global: false, ...(shared ? { store: shared.Store } : {}) });

  type Window = { max: number; timeWindow: number; keyGenerator?: (r: FastifyRequest) => string };
  let unnamed = 0;
  // Instances run the same code, so even an unnamed limiter gets the same name on each of them.
  const limiter = (windows: Window[], name = `limiter-${++unnamed}`): Hook => {
    if (!cfg.enabled) return async () => undefined;
    const checks = windows.map((w) => {
      const options: CreateRateLimitOptions = { ...w };
      // Read by the shared store's child(): one key space per named window.
      Object.assign(options, { nameSpace: `${name}:${w.timeWindow}` });
      return app.createRateLimit(options);
    });
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
    loginPerIp: limiter(
      [
        { max: cfg.loginPerMinute, timeWindow: MINUTE },
        { max: cfg.loginPerHour, timeWindow: HOUR },
      ],
      'login-ip',
    ),
    sensitive: limiter([{ max: cfg.sensitivePerHour, timeWindow: HOUR }], 'sensitive'),
    availability: limiter([{ max: cfg.availabilityPerMinute, timeWindow: MINUTE }], 'availability'),
    forumThreads: limiter(
      [{ max: cfg.forum.threadsPerHour, timeWindow: HOUR, keyGenerator: forumMemberKey }],
      'forum-threads',
    ),
    forumPosts: limiter(
      [{ max: cfg.forum.postsPerMinute, timeWindow: MINUTE, keyGenerator: forumMemberKey }],
      'forum-posts',
    ),
    forumVotes: limiter(
      [{ max: cfg.forum.votesPerMinute, timeWindow: MINUTE, keyGenerator: forumMemberKey }],
      'forum-votes',
    ),
    forumPreviews: limiter(
      [{ max: cfg.forum.previewsPerMinute, timeWindow: MINUTE, keyGenerator: forumMemberKey }],
      'forum-previews',
    ),
    dmSend: limiter([{ max: cfg.dmPerMinute, timeWindow: MINUTE, keyGenerator: memberKey }], 'dm-send'),
    tickets: limiter([{ max: cfg.ticketsPerHour, timeWindow: HOUR }], 'tickets'),
  });
});
