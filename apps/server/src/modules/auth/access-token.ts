import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../lib/clock';

export type AccessClaims = { userId: number; sessionId: string };

const ISSUER = 'electrobench';
const AUDIENCE = 'electrobench-api';

export function createAccessTokens(secret: string, minutes: number, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + minutes * 60)
        .sign(key);
    },
    /** Returns null for anything that is not a valid, unexpired token of ours. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
        return { userId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
