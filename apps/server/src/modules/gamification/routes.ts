import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BADGES,
  gamificationRulesSchema,
  LEADERBOARD_METRICS,
  leaderboardQuerySchema,
  leaderboardSchema,
  POINT_REASONS,
  POINT_RULE_NOTES,
  POINT_RULES,
  pointsAnswerSchema,
  userBadgesSchema,
} from '@electrobench/contracts/gamification';
import { badgesOf, leaderboard, pointsOf, resolveMember } from './gamification-reads';

const memberParams = z.object({
  x: z
    .string()
    .trim()
    .min(1, 'Give a member id or username.')
    .max(64, 'A username is at most 64 characters.'),
});

/** Points, badges and the leaderboard are public, as the leaderboard page and profiles are. */
export async function gamificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;
  const tags = ['gamification'];
  const open = { access: 'public' } as const;

  r.get(
    '/gamification/points/:x',
    { config: open, schema: { tags, params: memberParams, response: { 200: pointsAnswerSchema } } },
    async (request) => pointsOf(db, await resolveMember(db, request.params.x)),
  );

  r.get(
    '/gamification/badges/:x',
    { config: open, schema: { tags, params: memberParams, response: { 200: userBadgesSchema } } },
    async (request) => badgesOf(db, await resolveMember(db, request.params.x)),
  );

  r.get(
    '/gamification/top',
    {
      config: open,
      schema: { tags, querystring: leaderboardQuerySchema, response: { 200: leaderboardSchema } },
    },
    async (request) => {
      const { metric, skip, limit } = request.query;
      return leaderboard(db, metric, { skip, limit });
    },
  );

  r.get(
    '/gamification/rules',
    { config: open, schema: { tags, response: { 200: gamificationRulesSchema } } },
    async () => ({
      points: POINT_REASONS.map((reason) => ({ reason, ...POINT_RULES[reason] })),
      notes: POINT_RULE_NOTES,
      badges: BADGES.map(({ code, name, description }) => ({ code, name, description })),
      metrics: [...LEADERBOARD_METRICS],
    }),
  );
}
