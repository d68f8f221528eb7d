import type { FastifyInstance, FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTH_DETAIL,
  availabilityResponseSchema,
  emailAvailabilityQuerySchema,
  emailOnlySchema,
  loginFormSchema,
  resetPasswordSchema,
  signupSchema,
  tokenQuerySchema,
  tokenResponseSchema,
  usernameAvailabilityQuerySchema,
} from '@electrobench/contracts/auth';
import { okSchema } from '@electrobench/contracts/errors';
import { isEmailTaken, isUsernameTaken } from '../../lib/accounts/account-lookup';
import { HttpError, forbidden } from '../../lib/http-errors';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, deviceCookies } from './device-cookie';
import { clearLoginFailures, loginSubject, loginWaitMs, recordLoginFailure } from './login-failures';
import * as accounts from './account-service';
import { CROSS_SITE_DETAIL, isCrossSiteRequest, ownOriginsOf } from './policy';
import { endSession, rotateSession, startSession, type Session } from './session-service';

export const REFRESH_COOKIE = 'eb_refresh';
const AUTH_LOGIN_BACKOFF_DETAIL = (seconds: number) =>
  `Too many failed sign-ins for this account. Try again in ${seconds} seconds, or sign in from a device you used before.`;
const COOKIE_PATH = '/api/v1/auth';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const secure = ctx.config.publicUrl.startsWith('https://');
  const tags = ['auth'];

  function setRefreshCookie(reply: FastifyReply, session: Session) {
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      expires: session.refreshExpiresAt,
    });
  }
  // Login, refresh and logout act on the refresh cookie: another site's page must not be able to
  // plant its own session in a visitor's browser (login CSRF) or end or rotate theirs. Checked
  // before the rate limits so such posts cannot use up a visitor's login attempts either.
  const devices = deviceCookies(ctx.config.jwtSecret);
  const ownOrigins = ownOriginsOf(ctx.config.publicUrl, ctx.config.corsOrigins);
  const sameSiteOnly: onRequestAsyncHookHandler = async (request) => {
    const { origin, 'sec-fetch-site': fetchSite } = request.headers;
    const site = {
      origin,
      host: request.host,
      fetchSite: typeof fetchSite === 'string' ? fetchSite : undefined,
    };
    if (isCrossSiteRequest(site, ownOrigins)) throw forbidden(CROSS_SITE_DETAIL);
  };

  function clearRefreshCookie(reply: FastifyReply) {
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
  }

  r.post(
    '/auth/signup',
    {
      config: { access: 'public' },
      onRequest: app.limits.sensitive,
      schema: { tags, body: signupSchema, response: { 201: okSchema } },
    },
    async (request, reply) => {
      await accounts.signup(ctx, request.body, (e) =>
        request.log.error({ err: e }, 'verification mail failed'),
      );
      return reply.code(201).send({ detail: AUTH_DETAIL.signupDone });
    },
  );

  r.get(
    '/auth/verify-email',
    {
      config: { access: 'public' },
      schema: { tags, querystring: tokenQuerySchema, response: { 200: okSchema } },
    },
    async (request) => {
      await accounts.verifyEmail(ctx, request.query.token);
      return { detail: AUTH_DETAIL.emailVerified };
    },
  );

  r.post(
    '/auth/resend-verification-email',
    {
      config: { access: 'public' },
      onRequest: app.limits.sensitive,
      schema: { tags, body: emailOnlySchema, response: { 200: okSchema } },
    },
    async (request) => {
      const { email } = request.body;
      // Off the request path: the answer must not tell by its timing whether the address is known.
      ctx.background.run('verification mail', () => accounts.resendVerification(ctx, email));
      return { detail: AUTH_DETAIL.verificationSent };
    },
  );

  r.post(
    '/auth/login/access-token',
    {
      config: { access: 'public' },
      onRequest: [sameSiteOnly, app.limits.loginPerIp],
      schema: {
        tags,
        description: 'Form post (application/x-www-form-urlencoded): username is the username or the email.',
        body: loginFormSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const account = await accounts.findSignInAccount(ctx, username);
      const device = devices.read(request.cookies[DEVICE_COOKIE]);
      const subject = loginSubject(account?.id, username, device);
      const waitMs = await loginWaitMs(ctx, subject);
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new HttpError(429, AUTH_LOGIN_BACKOFF_DETAIL(seconds), { 'retry-after': String(seconds) });
      }
      let user;
      try {
        user = await accounts.checkCredentials(account, password);
      } catch (error) {
        await recordLoginFailure(ctx, subject);
        throw error;
      }
      accounts.assertMaySignIn(user);
      await clearLoginFailures(ctx, subject);
      const session = await startSession(ctx, user.id);
      setRefreshCookie(reply, session);
      reply.setCookie(DEVICE_COOKIE, devices.issue(user.id, device), {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: DEVICE_COOKIE_DAYS * 86_400,
      });
      return { access_token: session.accessToken, token_type: 'bearer' as const };
    },
  );

  r.post(
    '/auth/refresh-token',
    {
      config: { access: 'public' },
      onRequest: sameSiteOnly,
      schema: { tags, response: { 200: tokenResponseSchema } },
    },
    async (request, reply) => {
      try {
        const session = await rotateSession(ctx, request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(reply, session);
        return { access_token: session.accessToken, token_type: 'bearer' as const };
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  r.post(
    '/auth/logout',
    { config: { access: 'public' }, onRequest: sameSiteOnly, schema: { tags, response: { 200: okSchema } } },
    async (request, reply) => {
      const user = request.user;
      await endSession(
        ctx,
        request.cookies[REFRESH_COOKIE],
        user ? { userId: user.id, sessionId: user.sessionId } : undefined,
      );
      clearRefreshCookie(reply);
      return { detail: AUTH_DETAIL.loggedOut };
    },
  );

  r.post(
    '/auth/request-password-reset',
    {
      config: { access: 'public' },
      onRequest: app.limits.sensitive,
      schema: { tags, body: emailOnlySchema, response: { 200: okSchema } },
    },
    async (request) => {
      const { email } = request.body;
      // The look-up, the token and the mail all happen after the answer, for known and unknown
      // addresses alike, so neither the timing nor a slow or failing mail server says anything.
      ctx.background.run('password reset mail', () => accounts.requestPasswordReset(ctx, email));
      return { detail: AUTH_DETAIL.resetSent };
    },
  );

  r.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      onRequest: app.limits.sensitive,
      schema: { tags, body: resetPasswordSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await accounts.resetPassword(ctx, request.body.token, request.body.new_password);
      return { detail: AUTH_DETAIL.passwordReset };
    },
  );

  r.get(
    '/auth/check-email-availability',
    {
      config: { access: 'public' },
      onRequest: app.limits.availability,
      schema: {
        tags,
        querystring: emailAvailabilityQuerySchema,
        response: { 200: availabilityResponseSchema },
      },
    },
    async (request) => ({ available: !(await isEmailTaken(ctx, request.query.email)) }),
  );

  r.get(
    '/auth/check-username-availability',
    {
      config: { access: 'public' },
      onRequest: app.limits.availability,
      schema: {
        tags,
        querystring: usernameAvailabilityQuerySchema,
        response: { 200: availabilityResponseSchema },
      },
    },
    async (request) => ({ available: !(await isUsernameTaken(ctx, request.query.username)) }),
  );
}
