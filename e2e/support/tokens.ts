import { createHmac } from 'node:crypto';

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/**
 * The same access token, re-signed with the server's key (HS256) but issued an hour ago and
 * expired a minute ago: what a browser holds after a long idle spell.
 */
export function expiredCopy(token: string, secret: string): string {
  const [, payload] = token.split('.');
  if (!payload) throw new Error('not a JWT');
  const claims: Record<string, unknown> = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  const now = Math.floor(Date.now() / 1000);
  const body = base64url(JSON.stringify({ ...claims, iat: now - 3600, exp: now - 60 }));
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}
