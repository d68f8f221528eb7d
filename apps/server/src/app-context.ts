import type { Config } from './config';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { AccessTokens } from './modules/auth/access-token';

/** What every module may use; built once in buildApp and decorated onto the Fastify instance. */
export type AppContext = {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  accessTokens: AccessTokens;
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
