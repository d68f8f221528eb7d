import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../lib/clock';

export type AccessClaims = { userId: number; sessionId: string };

const ISSUER = 'electrobench';
// Session ids are UUIDs (the refresh token family); anything else would fail as a uuid cast in SQL.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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
          // A token without an expiry would never end; every token we sign carries these.
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string' || !UUID.test(payload.sid))
          return null;
        return { userId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
