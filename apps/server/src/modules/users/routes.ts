import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenQuerySchema } from '@electrobench/contracts/auth';
import { okSchema } from '@electrobench/contracts/errors';
import { PROFILE_IMAGE } from '@electrobench/contracts/limits';
import {
  changePasswordSchema,
  deleteAccountSchema,
  notificationPreferencesFormSchema,
  publicProfileSchema,
  requestChangeEmailSchema,
  totalCountSchema,
  updateMeFormSchema,
  userSchema,
  userSearchItemSchema,
  userSearchQuerySchema,
} from '@electrobench/contracts/users';
import { ttlValue } from '../../lib/ttl-cache';
import { parseOr422 } from '../../lib/validation';
import { requireUser } from '../../plugins/auth-guard';
import { readUpload } from '../../lib/read-upload';
import { refuseNul } from '../../plugins/input-guard';
import { uploadScope } from '../../plugins/upload-scope';
import * as service from './user-service';

/** PATCH /users/me takes urlencoded or multipart forms; multipart may carry profile_image. */
async function readProfileForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    return { fields: parseOr422(updateMeFormSchema, request.body ?? {}, 'body'), image: undefined };
  }
  const raw: Record<string, string> = {};
  let image: Buffer | undefined;
  const tooLarge = `Profile image must be at most ${PROFILE_IMAGE.maxBytes / 1024 / 1024} MB.`;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await readUpload(part.file, PROFILE_IMAGE.maxBytes, tooLarge);
      if (part.fieldname === 'profile_image') image = bytes;
    } else if (typeof part.value === 'string') {
      raw[part.fieldname] = part.value;
    }
  }
  refuseNul({ params: {}, query: {}, body: raw });
  return { fields: parseOr422(updateMeFormSchema, raw, 'body'), image };
}

export const MEMBER_COUNT_TTL_MS = 15_000;

export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['users'];
  // Every visitor's home page shows the member count; it may lag by up to 15 s.
  const memberCount = ttlValue(() => service.totalUserCount(ctx), MEMBER_COUNT_TTL_MS, ctx.clock);
  const logMailError = (request: FastifyRequest) => (e: unknown) =>
    request.log.error({ err: e }, 'mail failed');

  r.get(
    '/users/me',
    { config: { access: 'member' }, schema: { tags, response: { 200: userSchema } } },
    async (request) => service.toUser(await service.getUserRow(ctx, requireUser(request).id)),
  );

  await uploadScope(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().patch(
      '/users/me',
      {
        config: { access: 'member' },
        schema: {
          tags,
          description:
            'Form data (urlencoded or multipart): username, accent, profile_image (png/jpeg/webp, 2 MB).',
          consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
          response: { 200: userSchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { fields, image } = await readProfileForm(request);
        return service.updateMe(ctx, user.id, { ...fields, ...(image && { image }) });
      },
    );
  });

  r.patch(
    '/users/me/notification-preferences',
    {
      config: { access: 'member' },
      schema: { tags, body: notificationPreferencesFormSchema, response: { 200: userSchema } },
    },
    async (request) => {
      const b = request.body;
      return service.updatePreferences(ctx, requireUser(request).id, {
        ...(b.notify_email !== undefined && { notifyEmail: b.notify_email }),
        ...(b.notify_sound_general !== undefined && { notifySoundGeneral: b.notify_sound_general }),
        ...(b.notify_sound_dm !== undefined && { notifySoundDm: b.notify_sound_dm }),
      });
    },
  );

  r.post(
    '/users/me/change-password',
    {
      config: { access: 'member' },
      schema: { tags, body: changePasswordSchema, response: { 200: okSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await service.changePassword(
        ctx,
        user.id,
        user.sessionId,
        request.body.current_password,
        request.body.new_password,
      );
      return { detail: 'Password changed. Other sessions were signed out.' };
    },
  );

  r.post(
    '/users/me/delete',
    {
      config: { access: 'member' },
      schema: { tags, body: deleteAccountSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await service.deleteAccount(ctx, requireUser(request).id, request.body.password);
      return { detail: 'Your account and personal data were deleted.' };
    },
  );

  r.post(
    '/users/me/request-change-email',
    {
      config: { access: 'member' },
      onRequest: app.limits.sensitive,
      schema: { tags, body: requestChangeEmailSchema, response: { 200: okSchema } },
    },
    async (request) => {
      const b = request.body;
      await service.requestEmailChange(
        ctx,
        requireUser(request).id,
        b.new_email,
        b.current_password,
        logMailError(request),
      );
      return { detail: 'Check the new address for a confirmation link.' };
    },
  );

  r.get(
    '/users/me/confirm-change-email',
    // Public: the mailed token is the proof, and the link may be opened in a browser not signed in.
    {
      config: { access: 'public' },
      schema: { tags, querystring: tokenQuerySchema, response: { 200: okSchema } },
    },
    async (request) => {
      await service.confirmEmailChange(ctx, request.query.token);
      return { detail: 'Your email address was changed.' };
    },
  );

  r.get(
    '/users/profile/:username',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ username: z.string().min(1).max(64) }),
        response: { 200: publicProfileSchema },
      },
    },
    async (request) => service.publicProfile(ctx, request.params.username),
  );

  r.get(
    '/users/search',
    {
      config: { access: 'member' },
      schema: { tags, querystring: userSearchQuerySchema, response: { 200: z.array(userSearchItemSchema) } },
    },
    async (request) => service.searchUsers(ctx, request.query.q, request.query.limit),
  );

  r.get(
    '/users/stats/total-count',
    { config: { access: 'public' }, schema: { tags, response: { 200: totalCountSchema } } },
    async () => ({ total_count: await memberCount() }),
  );
}
