import { randomBytes } from 'node:crypto';
import { tokenFromMail } from './outbox';

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

/** A new, unique member; the password is random so the server's common-password check never trips. */
export function newAccount(prefix: string): TestAccount {
  const suffix = randomBytes(5).toString('hex');
  const username = `${prefix}_${suffix}`.slice(0, 30);
  return {
    username,
    email: `${username.toLowerCase()}@example.test`,
    password: `Pw-${randomBytes(12).toString('base64url')}`,
  };
}

async function call(baseUrl: string, path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, init);
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Signs up through the API and follows the verification link from the outbox. */
export async function createVerifiedAccount(baseUrl: string, dataDir: string, prefix: string) {
  const account = newAccount(prefix);
  await call(baseUrl, '/auth/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  const token = await tokenFromMail(dataDir, account.email, 'verify-email');
  await call(baseUrl, `/auth/verify-email?token=${encodeURIComponent(token)}`);
  return account;
}

/** GET /users/me with a bearer token, for checking what the server stored. */
export async function fetchMe(baseUrl: string, accessToken: string): Promise<Record<string, unknown>> {
  const body = await call(baseUrl, '/users/me', { headers: { Authorization: `Bearer ${accessToken}` } });
  if (typeof body !== 'object' || body === null) throw new Error('GET /users/me did not return an object');
  return { ...body };
}
