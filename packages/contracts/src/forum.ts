import { z } from './zod';
import { bodyIdSchema, pathIdSchema } from './ids';
import { PAGE_SIZE } from './limits';
import { pagedSchema, skipLimitQuery } from './pagination';
import { FORUM_LIMITS, THREAD_SORTS } from './forum-constants';

export * from './forum-constants';

const L = FORUM_LIMITS;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const id = z.number().int();
const timestamp = z.string();

export const idParamsSchema = z.object({
  id: pathIdSchema(),
});

// ---------- categories ----------

export const categorySchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  position: z.number().int(),
  thread_count: z.number().int(),
  post_count: z.number().int(),
  last_activity_at: timestamp.nullable(),
  created_at: timestamp,
});
export type ForumCategory = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/** Admin create/update; a missing slug is made from the name. */
export const categoryInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(L.categoryName.min, `A category name needs at least ${L.categoryName.min} characters.`)
    .max(L.categoryName.max, `A category name is at most ${L.categoryName.max} characters.`),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(L.categorySlug.min, `A slug needs at least ${L.categorySlug.min} characters.`)
    .max(L.categorySlug.max, `A slug is at most ${L.categorySlug.max} characters.`)
    .regex(SLUG_PATTERN, 'A slug uses lowercase letters, digits and single hyphens (e.g. power-supplies).')
    // All-digit slugs would read as ids in /forum/categories/{id or slug}/threads.
    .regex(/[a-z]/, 'A slug needs at least one letter.')
    .optional(),
  description: z
    .string()
    .trim()
    .max(L.categoryDescription.max, `A description is at most ${L.categoryDescription.max} characters.`)
    .default(''),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const categoryReorderSchema = z.object({
  ordered_ids: z
    .array(bodyIdSchema())
    .min(1, 'ordered_ids lists every category id once, in the new order.')
    .refine((ids) => new Set(ids).size === ids.length, 'ordered_ids must not repeat an id.'),
});
export type CategoryReorder = z.infer<typeof categoryReorderSchema>;

/** DELETE /admin/forum/categories/:id?move_to=<id> moves the category's threads first. */
export const categoryDeleteQuerySchema = z.object({
  move_to: pathIdSchema('move_to is the id of another category.').optional(),
});

// ---------- threads ----------

export const authorSchema = z.object({ id, username: z.string(), profile_image_url: z.string().nullable() });
export type ForumAuthor = z.infer<typeof authorSchema>;

export const categoryRefSchema = z.object({ id, name: z.string(), slug: z.string() });

export const threadSummarySchema = z.object({
  id,
  category_id: id,
  title: z.string(),
  /** URL part of /forum/t/{id}/{slug}; the id alone identifies the thread. */
  slug: z.string(),
  author: authorSchema,
  is_locked: z.boolean(),
  is_sticky: z.boolean(),
  /** Live replies (the first post and deleted posts are not counted). */
  reply_count: z.number().int(),
  /** Vote score of the first post. */
  score: z.number().int(),
  accepted_post_id: id.nullable(),
  has_poll: z.boolean(),
  last_activity_at: timestamp,
  last_poster: authorSchema.nullable(),
  created_at: timestamp,
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

export const threadListQuerySchema = skipLimitQuery(PAGE_SIZE.forum).extend({
  sort_by: z
    .enum(THREAD_SORTS, { message: `sort_by is one of: ${THREAD_SORTS.join(', ')}.` })
    .default('activity'),
});
/** A category's threads, sticky first; carries the category so a page needs one call. */
export const threadListSchema = pagedSchema(threadSummarySchema).extend({ category: categorySchema });
export type ThreadList = z.infer<typeof threadListSchema>;

/** What the signed-in viewer may do here (all false for guests); the server's policy decides. */
export const threadViewerSchema = z.object({
  is_subscribed: z.boolean(),
  can_reply: z.boolean(),
  can_delete: z.boolean(),
  can_moderate: z.boolean(),
  can_accept: z.boolean(),
});

export const threadDetailSchema = threadSummarySchema.extend({
  category: categoryRefSchema,
  first_post_id: id,
  /** The poll of the first post, if any (GET /forum/posts/{first_post_id}/poll has the results). */
  poll_id: id.nullable(),
  post_count: z.number().int(),
  viewer: threadViewerSchema,
});
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

const titleSchema = z
  .string()
  .trim()
  .min(L.title.min, `A title needs at least ${L.title.min} characters.`)
  .max(L.title.max, `A title is at most ${L.title.max} characters.`);
const contentSchema = z
  .string()
  .trim()
  .min(L.content.min, 'Write something before posting.')
  .max(L.content.max, `A post is at most ${L.content.max.toLocaleString('en')} characters.`);

// ---------- polls ----------

export const pollInputSchema = z.object({
  question: z
    .string()
    .trim()
    .min(L.pollQuestion.min, `A poll question needs at least ${L.pollQuestion.min} characters.`)
    .max(L.pollQuestion.max, `A poll question is at most ${L.pollQuestion.max} characters.`),
  options: z
    .array(
      z
        .string()
        .trim()
        .min(L.pollOption.min, 'A poll option cannot be empty.')
        .max(L.pollOption.max, `A poll option is at most ${L.pollOption.max} characters.`),
    )
    .min(L.pollOptions.min, `A poll needs at least ${L.pollOptions.min} options.`)
    .max(L.pollOptions.max, `A poll has at most ${L.pollOptions.max} options.`)
    .refine(
      (opts) => new Set(opts.map((o) => o.toLowerCase())).size === opts.length,
      'Poll options must differ from each other.',
    ),
  /** ISO 8601 with offset; must lie in the future. */
  closes_at: z.iso.datetime({ offset: true, message: 'closes_at is an ISO 8601 date-time.' }).nullish(),
});
export type PollInput = z.input<typeof pollInputSchema>;

export const pollOptionSchema = z.object({
  id,
  text: z.string(),
  /** Null until the viewer has voted or the poll has closed. */
  vote_count: z.number().int().nullable(),
});
export const pollSchema = z.object({
  id,
  post_id: id,
  thread_id: id,
  question: z.string(),
  closes_at: timestamp.nullable(),
  is_closed: z.boolean(),
  options: z.array(pollOptionSchema),
  results_visible: z.boolean(),
  /** Null while results are hidden. */
  total_votes: z.number().int().nullable(),
  my_vote: id.nullable(),
});
export type Poll = z.infer<typeof pollSchema>;
export const pollVoteSchema = z.object({ option_id: bodyIdSchema('Choose an option.') });

// ---------- posts ----------

export const createThreadSchema = z.object({
  /** Optional: the path names the category; if sent it must agree with the path. */
  category_id: bodyIdSchema().optional(),
  title: titleSchema,
  content: contentSchema,
  poll: pollInputSchema.optional(),
});
export type CreateThreadInput = z.input<typeof createThreadSchema>;

export const createPostSchema = z.object({
  content: contentSchema,
  reply_to_post_id: bodyIdSchema().nullish(),
});
export type CreatePostInput = z.input<typeof createPostSchema>;

/** `title` is accepted only when the post is its thread's first post. */
export const updatePostSchema = z.object({ content: contentSchema, title: titleSchema.optional() });
export type UpdatePostInput = z.input<typeof updatePostSchema>;

export const postVoteSchema = z.object({
  vote: z.union([z.literal(-1), z.literal(0), z.literal(1)], {
    message: 'vote is 1 (up), -1 (down) or 0 (withdraw).',
  }),
});
export type PostVoteInput = z.infer<typeof postVoteSchema>;
export const postVoteResultSchema = z.object({
  post_id: id,
  score: z.number().int(),
  my_vote: z.number().int(),
});

export const postSchema = z.object({
  id,
  thread_id: id,
  author: authorSchema,
  /** Raw markdown; empty once deleted. */
  content: z.string(),
  /** Sanitised HTML rendered by the server; empty once deleted. */
  content_html: z.string(),
  created_at: timestamp,
  edited_at: timestamp.nullable(),
  is_deleted: z.boolean(),
  is_first_post: z.boolean(),
  reply_to_post_id: id.nullable(),
  score: z.number().int(),
  /** The viewer's vote: -1, 0 or 1 (0 for guests). */
  my_vote: z.number().int(),
  is_accepted: z.boolean(),
  poll_id: id.nullable(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type ForumPost = z.infer<typeof postSchema>;

/** With post_id the answer is the page that holds that post (skip is ignored). */
export const postListQuerySchema = skipLimitQuery(PAGE_SIZE.forum).extend({
  post_id: pathIdSchema().optional(),
});
export const postListSchema = pagedSchema(postSchema);
export type PostList = z.infer<typeof postListSchema>;

export const acceptResultSchema = z.object({ thread_id: id, accepted_post_id: id.nullable() });
/** Without a body lock and sticky toggle (SPEC section 4); with one they set the value. */
export const lockInputSchema = z.object({ is_locked: z.boolean().optional() }).nullish();
export const stickyInputSchema = z.object({ is_sticky: z.boolean().optional() }).nullish();
export const subscriptionResultSchema = z.object({ thread_id: id, is_subscribed: z.boolean() });

export const previewInputSchema = z.object({ content: contentSchema });
export const previewResultSchema = z.object({ content_html: z.string() });

// ---------- search ----------

export const searchQuerySchema = skipLimitQuery(PAGE_SIZE.forum).extend({
  q: z
    .string()
    .trim()
    .min(L.searchQuery.min, `Search for at least ${L.searchQuery.min} characters.`)
    .max(L.searchQuery.max, `A search is at most ${L.searchQuery.max} characters.`),
});
export const searchHitSchema = z.object({
  post_id: id,
  thread_id: id,
  thread_title: z.string(),
  thread_slug: z.string(),
  is_first_post: z.boolean(),
  category: categoryRefSchema,
  author: authorSchema,
  created_at: timestamp,
  /** Escaped text whose only markup is <mark>…</mark> around the matched words. */
  snippet_html: z.string(),
  rank: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
/** total_capped: more posts matched than are ranked (the newest 1,000); total_items stops there. */
export const searchResultSchema = pagedSchema(searchHitSchema).extend({ total_capped: z.boolean() });

// ---------- the signed-in member's own activity ----------

// The query of these lists is forumActivityQuerySchema in users.ts (the /users/me/... routes).
export const myThreadSchema = threadSummarySchema.extend({ category: categoryRefSchema });
export const myThreadListSchema = pagedSchema(myThreadSchema);
export const myPostSchema = z.object({
  id,
  thread_id: id,
  thread_title: z.string(),
  thread_slug: z.string(),
  is_first_post: z.boolean(),
  /** Plain text, the first characters of the post. */
  excerpt: z.string(),
  created_at: timestamp,
  edited_at: timestamp.nullable(),
  score: z.number().int(),
  is_accepted: z.boolean(),
});
export type MyPost = z.infer<typeof myPostSchema>;
export const myPostListSchema = pagedSchema(myPostSchema);
