import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startFakeWeather } from './support/fake-weather';
import { startServer } from './support/server';

export interface AdminAccount {
  email: string;
  password: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    admin: AdminAccount;
    /** The server's signing key, so a test can hand the app a genuinely expired access token. */
    jwtSecret: string;
  }
}

/**
 * One server for the whole browser run: a temporary DATA_DIR, an admin account from
 * ADMIN_EMAIL/ADMIN_PASSWORD, rate limits off, and a throw-away PostgreSQL database when
 * DATABASE_URL is set (the database it names is never written to).
 */
export default async function setup(project: TestProject) {
  const admin: AdminAccount = {
    email: 'e2e-admin@electrobench.test',
    password: `Adm-${randomBytes(12).toString('base64url')}`,
  };
  const jwtSecret = randomBytes(48).toString('base64url');
  const weather = await startFakeWeather();
  const server = await startServer({
    databaseUrl: process.env.DATABASE_URL,
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      JWT_SECRET: jwtSecret,
      WEATHER_API_URL: weather.url,
    },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('admin', admin);
  project.provide('jwtSecret', jwtSecret);
  return async () => {
    await server.stop();
    await weather.stop();
  };
}
