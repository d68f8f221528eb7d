import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, exists, inArray, isNull } from 'drizzle-orm';
import { AUTH_DETAIL } from '@electrobench/contracts/auth';
import { refreshTokens } from '../db/schema/auth';
import { users } from '../db/schema/users';
import { forbidden, unauthorized } from '../lib/http-errors';
import { ACCESS_CLASSES, type AccessClass, type AuthUser } from '../app-context';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Checks an access token and that its account and session are still alive. */
export async function authenticateToken(app: FastifyInstance, token: string): Promise<AuthUser | null> {
  const claims = await app.ctx.accessTokens.verify(token);
  if (!claims) return null;
  // The account and its session are read on every call so a deleted user, a logout or a revoked
  // session (password change or reset) ends access at once rather than when the JWT expires.
  const db = app.ctx.db;
  const liveSession = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, claims.sessionId),
        // The session must be this user's: a signed token pairing one member's id with another's
        // session would otherwise pass.
        eq(refreshTokens.userId, claims.userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
  const [row] = await db
    .select({ id: users.id, isSuperuser: users.isSuperuser, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.id, claims.userId), isNull(users.deletedAt), exists(liveSession)))
    .limit(1);
  if (!row || !row.isActive) return null;
  return { id: row.id, isSuperuser: row.isSuperuser, sessionId: claims.sessionId };
}

/** The access class a route declares, or an error naming the route when it declares none. */
export function declaredAccess(route: {
  method: string | string[];
  url: string;
  config?: unknown;
}): AccessClass {
  const access = (route.config as { access?: unknown } | undefined)?.access;
  if ((ACCESS_CLASSES as readonly unknown[]).includes(access)) return access as AccessClass;
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  throw new Error(
    `${methods} ${route.url} declares no access class: add config: { access: ${ACCESS_CLASSES.map((c) => `'${c}'`).join(' | ')} }`,
  );
}

/** Which of a user's sessions are still live (not revoked, account neither deleted nor disabled). */
export async function liveSessions(app: FastifyInstance, userId: number, sessionIds: string[]) {
  if (sessionIds.length === 0) return new Set<string>();
  const rows = await app.ctx.db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.userId, userId),
        inArray(refreshTokens.familyId, sessionIds),
        isNull(refreshTokens.revokedAt),
        isNull(users.deletedAt),
        eq(users.isActive, true),
      ),
    );
  return new Set(rows.map((r) => r.familyId));
}

/**
 * Deny by default: every route under the API prefix needs a valid access token unless its route
 * config says access: 'public'; 'admin' additionally needs a superuser. 'member' and 'owner' pass
 * any signed-in member here (an owner route's service answers 404/403 for other members' rows).
 */
export const authGuardPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  async function guard(request: FastifyRequest, token: string | null, access: AccessClass | undefined) {
    request.user = token ? await authenticateToken(app, token) : null;
    if (access === 'public') return;
    if (!request.user) throw unauthorized(AUTH_DETAIL.notAuthenticated);
    if (access === 'admin' && !request.user.isSuperuser) throw forbidden(AUTH_DETAIL.forbidden);
  }
  // A callback hook, so the most common request (a guest on a public route) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404) return done();
    const access = request.routeOptions.config.access;
    const token = bearerToken(request);
    if (access === 'public' && !token) return done();
    guard(request, token, access).then(() => done(), done);
  });
});

/** For handlers of private routes: the guard already ran, so a user is present. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(AUTH_DETAIL.notAuthenticated);
  return request.user;
}
