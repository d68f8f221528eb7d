import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptResultSchema,
  createPostSchema,
  idParamsSchema,
  pollInputSchema,
  pollSchema,
  pollVoteSchema,
  postListQuerySchema,
  postListSchema,
  postSchema,
  postVoteResultSchema,
  postVoteSchema,
  previewInputSchema,
  previewResultSchema,
  updatePostSchema,
} from '@electrobench/contracts/forum';
import { requireUser } from '../../plugins/auth-guard';
import * as polls from './poll-service';
import * as posts from './post-service';
import * as votes from './vote-service';

export async function forumPostRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['forum'];
  const open = { access: 'public' } as const;

  r.get(
    '/forum/threads/:id/posts',
    {
      config: open,
      schema: {
        tags,
        description: 'A page of the thread’s posts, oldest first; with post_id, the page holding that post.',
        params: idParamsSchema,
        querystring: postListQuerySchema,
        response: { 200: postListSchema },
      },
    },
    async (request) => posts.listPosts(ctx, request.user, request.params.id, request.query),
  );

  r.post(
    '/forum/threads/:id/posts',
    {
      config: { access: 'member' },
      onRequest: app.limits.forumPosts,
      schema: {
        tags,
        description:
          'A reply (403 in a locked thread). Notifies, once each and never the author: FORUM_REPLY to the ' +
          'thread author and the author replied to, FORUM_MENTION to @named members (10 at most), ' +
          'THREAD_SUBSCRIPTION to other followers.',
        params: idParamsSchema,
        body: createPostSchema,
        response: { 201: postSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await posts.createPost(ctx, app.realtime, requireUser(request), request.params.id, request.body),
        ),
  );

  r.get(
    '/forum/posts/:id',
    { config: open, schema: { tags, params: idParamsSchema, response: { 200: postSchema } } },
    async (request) => posts.getPost(ctx, request.user, request.params.id),
  );

  r.put(
    '/forum/posts/:id',
    {
      config: { access: 'owner' },
      onRequest: app.limits.forumPosts,
      schema: { tags, params: idParamsSchema, body: updatePostSchema, response: { 200: postSchema } },
    },
    async (request) => posts.updatePost(ctx, requireUser(request), request.params.id, request.body),
  );

  r.delete(
    '/forum/posts/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description:
          'Leaves a "deleted" placeholder (content cleared); the first post goes only with its thread.',
        params: idParamsSchema,
        response: { 200: postSchema },
      },
    },
    async (request) => posts.deletePost(ctx, requireUser(request), request.params.id),
  );

  r.post(
    '/forum/posts/:id/vote',
    {
      config: { access: 'member' },
      onRequest: app.limits.forumVotes,
      schema: { tags, params: idParamsSchema, body: postVoteSchema, response: { 200: postVoteResultSchema } },
    },
    async (request) =>
      votes.votePost(ctx, app.realtime, requireUser(request), request.params.id, request.body.vote),
  );

  r.post(
    '/forum/posts/:id/accept',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description: 'Thread author or admin; replaces any earlier accepted answer of the thread.',
        params: idParamsSchema,
        response: { 200: acceptResultSchema },
      },
    },
    async (request) => votes.acceptPost(ctx, app.realtime, requireUser(request), request.params.id),
  );
  r.delete(
    '/forum/posts/:id/accept',
    {
      config: { access: 'owner' },
      schema: { tags, params: idParamsSchema, response: { 200: acceptResultSchema } },
    },
    async (request) => votes.unacceptPost(ctx, requireUser(request), request.params.id),
  );

  r.get(
    '/forum/posts/:id/poll',
    {
      config: open,
      schema: {
        tags,
        description: 'Counts are null until the viewer has voted or the poll has closed.',
        params: idParamsSchema,
        response: { 200: pollSchema },
      },
    },
    async (request) => polls.getPollOfPost(ctx, request.user, request.params.id),
  );
  r.post(
    '/forum/posts/:id/poll',
    {
      config: { access: 'owner' },
      onRequest: app.limits.forumPosts,
      schema: { tags, params: idParamsSchema, body: pollInputSchema, response: { 201: pollSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await polls.addPoll(ctx, requireUser(request), request.params.id, request.body)),
  );
  r.post(
    '/forum/polls/:id/vote',
    {
      config: { access: 'member' },
      onRequest: app.limits.forumVotes,
      schema: { tags, params: idParamsSchema, body: pollVoteSchema, response: { 200: pollSchema } },
    },
    async (request) => polls.votePoll(ctx, requireUser(request), request.params.id, request.body.option_id),
  );

  r.post(
    '/forum/preview',
    {
      config: { access: 'member' },
      onRequest: app.limits.forumPreviews,
      schema: {
        tags,
        description: 'Renders markdown exactly as a saved post would be, for the editor’s preview.',
        body: previewInputSchema,
        response: { 200: previewResultSchema },
      },
    },
    async (request) => posts.preview(ctx, request.body.content),
  );
}
