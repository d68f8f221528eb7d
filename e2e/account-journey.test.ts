import { describe, expect, inject, it } from 'vitest';
import { fetchMe, newAccount, createVerifiedAccount } from './support/accounts';
import {
  logIn,
  openUserMenu,
  pathOf,
  readAccessToken,
  readStorage,
  recordApiCalls,
  submitLogin,
  visit,
  waitForGuest,
  waitForSignedIn,
} from './support/app';
import { useBrowser } from './support/browser';
import { tokenFromMail } from './support/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser(baseUrl);

describe('account journey', () => {
  it('signs up through the form, verifies the address from the mail and logs in', async () => {
    const account = newAccount('signup');
    const page = await browser.newPage();
    await visit(page, '/signup');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByText('Account created. Check your email for the verification link.').first().waitFor();

    const token = await tokenFromMail(dataDir, account.email, 'verify-email');
    await visit(page, `/verify-email?token=${encodeURIComponent(token)}`);
    await page.getByText('Email verified. You can now log in.').waitFor();

    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await submitLogin(page, account);
    await waitForSignedIn(page, account.username);
    await page.getByText(`Welcome back, ${account.username}!`).waitFor();
    expect(await readAccessToken(page)).toBeTruthy();
  });

  it('refuses to log in before the address is verified', async () => {
    const account = newAccount('unverified');
    const response = await fetch(`${baseUrl}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(response.status).toBe(201);
    const page = await browser.newPage();
    await visit(page, '/login');
    await submitLogin(page, account);
    await page
      .getByRole('main')
      .getByText(/^Login failed: Please verify your email address/)
      .waitFor();
    await waitForGuest(page);
    expect(await readAccessToken(page)).toBeNull();
  });

  it('keeps a chosen accent across a reload and a new login on another browser', async () => {
    const account = await createVerifiedAccount(baseUrl, dataDir, 'accent');
    const page = await browser.newPage();
    await logIn(page, account);
    await visit(page, '/profile');
    const accentColour = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim());
    const before = await accentColour();

    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/users/me') && r.request().method() === 'PATCH'),
      page.getByRole('main').locator('label').filter({ hasText: 'Violet' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    const chosen = await accentColour();
    expect(chosen).not.toBe(before);
    expect(await readStorage(page, 'ui-theme-accent')).toBe('alt2');

    await page.reload();
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    expect(await accentColour()).toBe(chosen);
    expect(await page.getByRole('radio', { name: 'Violet' }).isChecked()).toBe(true);

    const token = await readAccessToken(page);
    expect(token).toBeTruthy();
    expect((await fetchMe(baseUrl, token ?? '')).accent).toBe('alt2');

    // A browser that never saw the choice gets it from the profile at login.
    const other = await browser.newPage();
    await visit(other, '/');
    expect(await readStorage(other, 'ui-theme-accent')).toBeNull();
    const fresh = await other.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
    );
    expect(fresh).toBe(before);
    await logIn(other, account);
    await expect
      .poll(() =>
        other.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim()),
      )
      .toBe(chosen);
    expect(await readStorage(other, 'ui-theme-accent')).toBe('alt2');
  });

  it('logs out from the user menu and stays logged out after a reload', async () => {
    const account = await createVerifiedAccount(baseUrl, dataDir, 'logout');
    const page = await browser.newPage();
    await logIn(page, account);
    const calls = recordApiCalls(page);
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForGuest(page);
    expect(calls).toContainEqual({ method: 'POST', path: '/api/v1/auth/logout', status: 200 });
    expect(await readAccessToken(page)).toBeNull();

    await page.reload();
    await waitForGuest(page);
    await visit(page, '/profile');
    expect(pathOf(page)).toBe('/login');
  });
});
