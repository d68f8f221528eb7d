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

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Routes are private unless they say public: true (deny by default). */
    public?: boolean;
    /** Superusers only. */
    admin?: boolean;
  }
}
