import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createTestApp, type TestApp } from '../../../test/test-app';

// Five free failures per account, then a back-off; per-IP limits high so only the account counts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_FAILURES: '5' });
});
afterAll(() => t.close());

let nextIp = 0;
const freshIp = () => `10.60.${Math.floor(++nextIp / 250)}.${nextIp % 250}`;

const attempt = (username: string, password: string, opts: { ip?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/access-token',
    remoteAddress: opts.ip ?? freshIp(),
    payload: new URLSearchParams({ username, password }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
  });

const deviceCookieOf = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === 'eb_device');
  return c ? `eb_device=${c.value}` : undefined;
};

/** Wrong passwords from many addresses, as a stranger with a botnet would send them. */
async function strangerFails(name: string, times: number) {
  const codes = [];
  for (let i = 0; i < times; i++) codes.push((await attempt(name, 'wrong-password')).statusCode);
  return codes;
}

describe('failed sign-ins are counted per account, whatever name is typed', () => {
  it('the username, the e-mail and any case of either count as one account', async () => {
    const a = await createAccount(t);
    const names = [a.username, a.email, a.username.toUpperCase(), a.email.toUpperCase(), ` ${a.username} `];
    const codes = [];
    for (const name of names) codes.push((await attempt(name, 'wrong-password')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401]);
    const sixth = await attempt(a.email, 'wrong-password');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json().detail).toMatch(/Try again in \d+ seconds/);
  });

  it('an unknown name backs off the same way, so the answer does not tell whether it exists', async () => {
    expect(await strangerFails('nobody_by_this_name', 6)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("one account's failures do not slow down another member", async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    await strangerFails(a.username, 6);
    expect((await attempt(b.username, b.password)).statusCode).toBe(200);
  });
});

describe('a stranger cannot lock a member out', () => {
  it('the device the member signed in from before still gets in with the right password', async () => {
    const a = await createAccount(t);
    const home = await attempt(a.username, a.password);
    const device = deviceCookieOf(home);
    expect(device).toBeTruthy();
    expect(await strangerFails(a.username, 7)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // A new device is held back; the known one is not.
    expect((await attempt(a.username, a.password)).statusCode).toBe(429);
    expect((await attempt(a.username, a.password, { cookie: device })).statusCode).toBe(200);
  });

  it('a device cookie of another account, or a forged one, does not bypass the back-off', async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const bDevice = deviceCookieOf(await attempt(b.username, b.password));
    await strangerFails(a.username, 6);
    expect((await attempt(a.username, a.password, { cookie: bDevice })).statusCode).toBe(429);
    const forged = bDevice?.replace(/^eb_device=[^.]*/, 'eb_device=1');
    expect((await attempt(a.username, a.password, { cookie: forged })).statusCode).toBe(429);
    expect((await attempt(a.username, a.password, { cookie: 'eb_device=garbage' })).statusCode).toBe(429);
  });

  it('a known device that keeps guessing loses its pass', async () => {
    const a = await createAccount(t);
    const device = deviceCookieOf(await attempt(a.username, a.password));
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await attempt(a.username, 'wrong-password', { cookie: device })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('after a short back-off the right password gets in from a new device, and success starts over', async () => {
    const a = await createAccount(t);
    await strangerFails(a.username, 5);
    const held = await attempt(a.username, a.password);
    expect(held.statusCode).toBe(429);
    t.clock.advance(Number(held.headers['retry-after']) * 1000);
    expect((await attempt(a.username, a.password)).statusCode).toBe(200);
    // A success clears the count: five more failures are free again.
    expect(await strangerFails(a.username, 6)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('each further failure doubles the back-off, up to five minutes', async () => {
    const a = await createAccount(t);
    await strangerFails(a.username, 5);
    const waits = [];
    for (let i = 0; i < 8; i++) {
      const held = await attempt(a.username, 'wrong-password');
      expect(held.statusCode).toBe(429);
      const seconds = Number(held.headers['retry-after']);
      waits.push(seconds);
      t.clock.advance(seconds * 1000);
      expect((await attempt(a.username, 'wrong-password')).statusCode).toBe(401);
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 300, 300, 300]);
  });

  it('refused attempts during the back-off do not extend it', async () => {
    const a = await createAccount(t);
    await strangerFails(a.username, 5);
    const first = Number((await attempt(a.username, 'wrong-password')).headers['retry-after']);
    await strangerFails(a.username, 20);
    t.clock.advance(first * 1000);
    expect((await attempt(a.username, a.password)).statusCode).toBe(200);
  });
});

describe('per IP', () => {
  it('one address guessing many accounts is still stopped by the per-IP limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login/access-token',
          remoteAddress: '10.61.0.1',
          payload: new URLSearchParams({ username: `someone${i}`, password: 'wrong-password' }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
