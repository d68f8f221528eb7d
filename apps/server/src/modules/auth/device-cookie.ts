import { createHmac, randomBytes } from 'node:crypto';
import { signerFactory } from '@fastify/cookie';

export const DEVICE_COOKIE = 'eb_device';
export const DEVICE_COOKIE_DAYS = 180;

export type Device = { userId: number; deviceId: string };

/**
 * A browser that signed in to an account before carries a signed cookie naming that account and a
 * random device id; it lets the right password through while strangers' failures hold the account
 * back. Signed with @fastify/cookie's HMAC signer under a key derived from JWT_SECRET, so it cannot
 * be forged or moved to another account; it grants nothing by itself.
 */
export function deviceCookies(jwtSecret: string) {
  const signer = signerFactory(createHmac('sha256', jwtSecret).update('electrobench device cookie').digest());
  return {
    issue(userId: number, known: Device | null): string {
      const deviceId = known?.userId === userId ? known.deviceId : randomBytes(16).toString('base64url');
      return signer.sign(`${userId}.${deviceId}`);
    },
    read(value: string | undefined): Device | null {
      if (!value) return null;
      const result = signer.unsign(value);
      if (!result.valid || !result.value) return null;
      const match = /^(\d{1,15})\.([A-Za-z0-9_-]{22})$/.exec(result.value);
      return match ? { userId: Number(match[1]), deviceId: match[2]! } : null;
    },
  };
}
