import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, fetchMe } from './support/accounts';
import {
  logIn,
  pathOf,
  readAccessToken,
  recordApiCalls,
  settled,
  visit,
  waitForGuest,
  waitForSignedIn,
  writeAccessToken,
} from './support/app';
import { useBrowser } from './support/browser';
import { expiredCopy } from './support/tokens';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const jwtSecret = inject('jwtSecret');
const browser = useBrowser(baseUrl);

const REFRESH = '/api/v1/auth/refresh-token';
const ME = '/api/v1/users/me';

describe('access token expiry', () => {
  it('refreshes an expired token silently and completes the action that met it', async () => {
    const account = await createVerifiedAccount(baseUrl, dataDir, 'expiry');
    const page = await browser.newPage();
    await logIn(page, account);
    await visit(page, '/profile');
    const original = await readAccessToken(page);
    expect(original).toBeTruthy();

    // Sanity check of the forged token: the server itself refuses it.
    const expired = expiredCopy(original ?? '', jwtSecret);
    await expect(fetchMe(baseUrl, expired)).rejects.toThrow(/401/);
    await writeAccessToken(page, expired);

    const calls = recordApiCalls(page);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(ME) && r.request().method() === 'PATCH' && r.ok()),
      page.getByRole('main').locator('label').filter({ hasText: 'Teal' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    const relevant = calls.filter(
      (call) => call.path === REFRESH || (call.path === ME && call.method === 'PATCH'),
    );
    expect(relevant).toEqual([
      { method: 'PATCH', path: ME, status: 401 },
      { method: 'POST', path: REFRESH, status: 200 },
      { method: 'PATCH', path: ME, status: 200 },
    ]);

    await waitForSignedIn(page, account.username);
    expect(pathOf(page)).toBe('/profile');
    expect(await page.getByText('Accent not saved').count()).toBe(0);
    const renewed = await readAccessToken(page);
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(expired);
    expect((await fetchMe(baseUrl, renewed ?? '')).accent).toBe('alt5');
  });

  it('recovers from an unreadable stored token on the next page load with one refresh', async () => {
    const account = await createVerifiedAccount(baseUrl, dataDir, 'garbled');
    const page = await browser.newPage();
    await logIn(page, account);
    await writeAccessToken(page, 'not-a-token');
    const calls = recordApiCalls(page);
    await page.reload();
    await settled(page);
    await waitForSignedIn(page, account.username);
    expect(calls.filter((call) => call.path === REFRESH)).toEqual([
      { method: 'POST', path: REFRESH, status: 200 },
    ]);
    expect(await readAccessToken(page)).not.toBe('not-a-token');
  });

  it('logs out at once when the refresh token was already used elsewhere', async () => {
    const account = await createVerifiedAccount(baseUrl, dataDir, 'reused');
    const page = await browser.newPage();
    await logIn(page, account);
    await visit(page, '/profile');

    // Someone else rotates a copy of the session cookie twice, so the browser's copy is two
    // generations old: past the one-time grace the server gives the token rotated last (a reload
    // that aborted its own refresh), reuse detection must end the session.
    const cookie = (await page.context().cookies()).find((c) => c.httpOnly && c.path === '/api/v1/auth');
    expect(cookie).toBeDefined();
    let thiefCookie = `${cookie?.name}=${cookie?.value}`;
    for (let round = 0; round < 2; round += 1) {
      const stolen = await fetch(`${baseUrl}${REFRESH}`, {
        method: 'POST',
        headers: { Cookie: thiefCookie },
      });
      expect(stolen.status).toBe(200);
      thiefCookie = (stolen.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    }

    await writeAccessToken(page, 'not-a-token');
    const calls = recordApiCalls(page);
    await page.getByRole('main').locator('label').filter({ hasText: 'Rose' }).click();
    await waitForGuest(page);
    expect(calls).toContainEqual({ method: 'POST', path: REFRESH, status: 401 });
    expect(await readAccessToken(page)).toBeNull();
    await expect.poll(() => pathOf(page)).toBe('/login');
  });
});
