import type { Config } from './config';
import type { Database } from './db/client';
import type { Background } from './lib/background';
import type { Clock } from './lib/clock';
import type { SessionEvents } from './lib/accounts/session-events';
import type { Mailer } from './lib/mailer';
import type { AccessTokens } from './modules/auth/access-token';

/** What every module may use; built once in buildApp and decorated onto the Fastify instance. */
export type AppContext = {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  accessTokens: AccessTokens;
  /** Work started by a request that its answer does not wait for (mails). */
  background: Background;
  /** Sessions ended (revoked); the realtime hub closes their sockets. */
  sessionEvents: SessionEvents;
};

export type AuthUser = { id: number; isSuperuser: boolean; sessionId: string };

export const ACCESS_CLASSES = ['public', 'member', 'owner', 'admin'] as const;
export type AccessClass = (typeof ACCESS_CLASSES)[number];

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route; every API route must say (registration fails otherwise). The auth
     * guard enforces public / signed-in / admin; 'owner' is a signed-in route acting on one member's
     * rows, which its service scopes to the caller (the access-matrix test proves both).
     */
    access?: AccessClass;
  }
}
