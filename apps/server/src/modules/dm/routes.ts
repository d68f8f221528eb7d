import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  blockListQuerySchema,
  blockListSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationSchema,
  dmIdParamsSchema,
  dmMessageSchema,
  dmUserIdParamsSchema,
  editMessageSchema,
  markReadSchema,
  messageListQuerySchema,
  messageListSchema,
  sendMessageSchema,
} from '@electrobench/contracts/dm';
import { okSchema } from '@electrobench/contracts/errors';
import { requireUser } from '../../plugins/auth-guard';
import * as blocks from './block-service';
import * as conversations from './conversation-service';
import * as messages from './message-service';

export async function dmRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['direct messages'];

  r.post(
    '/dm/messages',
    {
      config: { access: 'member' },
      onRequest: app.limits.dmSend,
      schema: {
        tags,
        description:
          'Sends a message (creating the conversation on first contact). The recipient gets DM_NEW_MESSAGE ' +
          '(link /messages/{conversation_id}; the socket copy also has sender_id) and both members get ' +
          '{type:"dm_message", conversation_id, message} on their sockets. 404 unknown or deleted member, ' +
          '403 across a block, 422 to oneself or bad content, 429 when sending too fast.',
        body: sendMessageSchema,
        response: { 201: dmMessageSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await messages.sendMessage(ctx, app.realtime, requireUser(request).id, request.body)),
  );

  r.put(
    '/dm/messages/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description: 'Sender only. Sets edited_at; both members get {type:"dm_message_updated"}.',
        params: dmIdParamsSchema,
        body: editMessageSchema,
        response: { 200: dmMessageSchema },
      },
    },
    async (request) =>
      messages.editMessage(
        ctx,
        app.realtime,
        requireUser(request).id,
        request.params.id,
        request.body.content,
      ),
  );

  r.delete(
    '/dm/messages/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description:
          'Sender only. The text is erased; the message stays in the thread with is_deleted and the placeholder.',
        params: dmIdParamsSchema,
        response: { 200: dmMessageSchema },
      },
    },
    async (request) => messages.deleteMessage(ctx, app.realtime, requireUser(request).id, request.params.id),
  );

  r.get(
    '/dm/conversations',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description: 'Visible conversations, newest activity first, 25 a page (skip, limit).',
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema },
      },
    },
    async (request) => conversations.listConversations(ctx, requireUser(request).id, request.query),
  );

  r.get(
    '/dm/conversations/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description: 'Beyond SPEC: one conversation summary (thread header), hidden or not.',
        params: dmIdParamsSchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) => conversations.getConversation(ctx, requireUser(request).id, request.params.id),
  );

  r.get(
    '/dm/conversations/:id/messages',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description:
          'Pages count back from the newest message: skip=0 holds the newest 50, skip=50 the 50 before them. ' +
          'Within a page items run oldest to newest. New messages shift later pages; de-duplicate by id.',
        params: dmIdParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: messageListSchema },
      },
    },
    async (request) =>
      conversations.listMessages(ctx, requireUser(request).id, request.params.id, request.query),
  );

  r.post(
    '/dm/conversations/:id/mark-read',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description:
          'Marks every message read, and the conversation’s unread DM_NEW_MESSAGE notifications too; the ' +
          'member’s sockets get {type:"dm_conversation_read", conversation_id, notifications_read}.',
        params: dmIdParamsSchema,
        response: { 200: markReadSchema },
      },
    },
    async (request) => {
      const read = await conversations.markRead(
        ctx,
        app.realtime,
        requireUser(request).id,
        request.params.id,
      );
      return { detail: 'Conversation marked read.', notifications_read: read };
    },
  );

  r.post(
    '/dm/conversations/:id/hide',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        description: 'Hides the conversation from this member’s list until a new message arrives.',
        params: dmIdParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await conversations.hide(ctx, requireUser(request).id, request.params.id);
      return { detail: 'Conversation hidden.' };
    },
  );

  r.get(
    '/dm/blocks',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description: 'Beyond SPEC: members this member blocked, newest first.',
        querystring: blockListQuerySchema,
        response: { 200: blockListSchema },
      },
    },
    async (request) => blocks.listBlocks(ctx, requireUser(request).id, request.query),
  );

  r.post(
    '/dm/blocks/:userId',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description: 'Beyond SPEC: the blocked member can no longer message this member (and vice versa).',
        params: dmUserIdParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await blocks.block(ctx, requireUser(request).id, request.params.userId);
      return { detail: 'Member blocked.' };
    },
  );

  r.delete(
    '/dm/blocks/:userId',
    {
      config: { access: 'member' },
      schema: {
        tags,
        description: 'Beyond SPEC: lifts a block.',
        params: dmUserIdParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await blocks.unblock(ctx, requireUser(request).id, request.params.userId);
      return { detail: 'Member unblocked.' };
    },
  );
}
