import { z } from './zod';
import { PAGE_SIZE } from './limits';
import { pagedSchema, skipLimitQuery } from './pagination';

/**
 * Points and badges of the forum (issue 11). The rules are data so that the leaderboard page shows
 * exactly what the server applies; README "Gamification (decisions)" explains why each one is so.
 */
export const POINT_REASONS = [
  'thread_created',
  'reply_created',
  'upvote_received',
  'downvote_received',
  'answer_accepted',
] as const;
export type PointReason = (typeof POINT_REASONS)[number];

export const POINT_RULES: Record<PointReason, { points: number; label: string }> = {
  thread_created: { points: 5, label: 'Starting a thread' },
  reply_created: { points: 2, label: 'Posting a reply' },
  upvote_received: { points: 10, label: 'An upvote on your post' },
  downvote_received: { points: -2, label: 'A downvote on your post' },
  answer_accepted: { points: 15, label: 'Your reply accepted as the answer' },
};

/** Plain-language rules shown under the points table on the leaderboard page. */
export const POINT_RULE_NOTES = [
  'Accepting your own post as the answer earns nothing.',
  'Withdrawing or changing a vote takes its points back, so voting again and again gains nothing.',
  'Deleting a post or thread takes back everything it earned (its own points, votes and accepted answer), so deleting and reposting gains nothing.',
  'Each badge is awarded once and kept.',
];

/** What a badge counts; `threshold` is reached when the count is at least that. */
export type BadgeMeasure = 'posts' | 'threads' | 'accepted' | 'post_upvotes' | 'points';

export const BADGES = [
  {
    code: 'first_post',
    name: 'First Post',
    description: 'Wrote a first post in the forum.',
    measure: 'posts',
    threshold: 1,
  },
  {
    code: 'first_thread',
    name: 'Conversation Starter',
    description: 'Started a first thread.',
    measure: 'threads',
    threshold: 1,
  },
  { code: 'posts_10', name: 'Regular', description: 'Wrote 10 posts.', measure: 'posts', threshold: 10 },
  { code: 'posts_100', name: 'Veteran', description: 'Wrote 100 posts.', measure: 'posts', threshold: 100 },
  {
    code: 'first_accepted',
    name: 'Problem Solver',
    description: 'Had a first reply accepted as the answer.',
    measure: 'accepted',
    threshold: 1,
  },
  {
    code: 'accepted_10',
    name: 'Troubleshooter',
    description: 'Had 10 replies accepted as the answer.',
    measure: 'accepted',
    threshold: 10,
  },
  {
    code: 'upvotes_10_post',
    name: 'Nice Answer',
    description: 'Received 10 upvotes on one post.',
    measure: 'post_upvotes',
    threshold: 10,
  },
  {
    code: 'upvotes_25_post',
    name: 'Great Answer',
    description: 'Received 25 upvotes on one post.',
    measure: 'post_upvotes',
    threshold: 25,
  },
  {
    code: 'points_1000',
    name: 'Bench Legend',
    description: 'Reached 1,000 points.',
    measure: 'points',
    threshold: 1000,
  },
] as const satisfies readonly {
  code: string;
  name: string;
  description: string;
  measure: BadgeMeasure;
  threshold: number;
}[];
export type BadgeCode = (typeof BADGES)[number]['code'];
export const BADGE_CODES = BADGES.map((b) => b.code) as [BadgeCode, ...BadgeCode[]];

export const LEADERBOARD_METRICS = ['points', 'posts', 'accepted'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];

/** GET /gamification/points/{x} */
export const pointsAnswerSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  total_points: z.number().int(),
  /** Net points per reason (reversals included), every reason present. */
  breakdown: z.object(
    Object.fromEntries(POINT_REASONS.map((r) => [r, z.number().int()])) as Record<PointReason, z.ZodNumber>,
  ),
});
export type PointsAnswer = z.infer<typeof pointsAnswerSchema>;

export const badgeSchema = z.object({
  code: z.enum(BADGE_CODES),
  name: z.string(),
  description: z.string(),
  awarded_at: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;

/** GET /gamification/badges/{x}: oldest award first. */
export const userBadgesSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  badges: z.array(badgeSchema),
});
export type UserBadges = z.infer<typeof userBadgesSchema>;

export const leaderboardEntrySchema = z.object({
  /** Competition ranking: equal values share a rank and the next rank skips (1, 2, 2, 4). */
  rank: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  profile_image_url: z.string().nullable(),
  value: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** GET /gamification/top?metric&skip&limit (limit default 10, SPEC section 9). */
export const leaderboardQuerySchema = skipLimitQuery(PAGE_SIZE.leaderboard).extend({
  metric: z
    .enum(LEADERBOARD_METRICS, { message: `metric must be one of: ${LEADERBOARD_METRICS.join(', ')}.` })
    .default('points'),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

/** Only members whose value is above zero are ranked. */
export const leaderboardSchema = pagedSchema(leaderboardEntrySchema).extend({
  metric: z.enum(LEADERBOARD_METRICS),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** GET /gamification/rules: what the leaderboard page explains. */
export const gamificationRulesSchema = z.object({
  points: z.array(z.object({ reason: z.enum(POINT_REASONS), label: z.string(), points: z.number().int() })),
  notes: z.array(z.string()),
  badges: z.array(z.object({ code: z.enum(BADGE_CODES), name: z.string(), description: z.string() })),
  metrics: z.array(z.enum(LEADERBOARD_METRICS)),
});
export type GamificationRules = z.infer<typeof gamificationRulesSchema>;

/** Added to the public profile answer. */
export const profileGamificationSchema = z.object({
  total_points: z.number().int(),
  badges: z.array(badgeSchema),
});
