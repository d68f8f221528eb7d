import { STORAGE_KEYS } from '@electrobench/contracts/theme';
import type { Locator, Page } from 'playwright-core';
import type { TestAccount } from './accounts';

/** Texts of the full-page waits (SPEC section 2); a page is ready when none of them is shown. */
export const BUSY_TEXTS = ['Loading Page...', 'Checking authentication...', 'Verifying access...'];

/** Waits until the routed page has rendered: a heading or an alert in <main> and no busy spinner. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction((busy) => {
    const main = document.querySelector('main');
    if (!main || !main.querySelector('h1, [role="alert"]')) return false;
    const text = main.innerText;
    return !busy.some((label) => text.includes(label));
  }, BUSY_TEXTS);
}

/** Opens a path of the app and waits for its page (not only the document) to be ready. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

export function readAccessToken(page: Page): Promise<string | null> {
  return readStorage(page, STORAGE_KEYS.accessToken);
}

export function writeAccessToken(page: Page, token: string): Promise<void> {
  return page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: STORAGE_KEYS.accessToken,
    value: token,
  });
}

/** The user menu button: 'User menu' for guests, 'User menu for {username}, ...' when signed in. */
export function userMenuButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^User menu/ });
}

/** Waits for the signed-in user menu; with a username, for that member's. */
export async function waitForSignedIn(page: Page, username?: string): Promise<void> {
  const name = username ? new RegExp(`^User menu for ${username}\\b`) : /^User menu for /;
  await page.getByRole('banner').getByRole('button', { name }).waitFor();
}

export async function waitForGuest(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'User menu', exact: true }).waitFor();
}

/** What the login form takes: the username or the email address, and the password. */
export type Credentials = Pick<TestAccount, 'username' | 'password'>;

/** Fills and sends the login form of the current /login page. */
export async function submitLogin(page: Page, account: Credentials): Promise<void> {
  await page.getByLabel('Username or email').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Visits /login, sends `account` and waits for the form to refuse it. */
export async function expectLoginRefused(page: Page, account: Credentials): Promise<void> {
  await visit(page, '/login');
  await submitLogin(page, account);
  await page
    .getByRole('alert')
    .filter({ hasText: /Login failed/ })
    .waitFor();
}

/**
 * Logs in through the form and waits for the bar to show `shownAs` (null: any member, e.g. when
 * logging in with an email address).
 */
export async function logIn(
  page: Page,
  account: Credentials,
  shownAs: string | null = account.username,
): Promise<void> {
  await visit(page, '/login');
  await submitLogin(page, account);
  await waitForSignedIn(page, shownAs ?? undefined);
}

/** Clicks a navigation bar menu button and waits for its menu. */
export async function openMenu(page: Page, trigger: Locator): Promise<Locator> {
  await trigger.click();
  const menu = page.getByRole('menu').first();
  await menu.waitFor();
  return menu;
}

export function openUserMenu(page: Page): Promise<Locator> {
  return openMenu(page, userMenuButton(page));
}

/** Picks a theme mode ('Dark', 'Light' or 'System') in the user menu, then closes the menu. */
export async function chooseThemeMode(page: Page, mode: 'Dark' | 'Light' | 'System'): Promise<void> {
  const menu = await openUserMenu(page);
  const choice = menu.getByRole('menuitemradio', { name: mode, exact: true });
  await choice.click();
  await page.waitForFunction(
    (item) => item?.getAttribute('aria-checked') === 'true',
    await choice.elementHandle(),
  );
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
}

/** Relative luminance (0 black .. 1 white) of the colour the page is painted with behind its text. */
export function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const parse = (css: string) => css.match(/[\d.]+/g)?.map(Number) ?? [];
    let rgba = parse(getComputedStyle(document.body).backgroundColor);
    if (rgba.length === 4 && rgba[3] === 0)
      rgba = parse(getComputedStyle(document.documentElement).backgroundColor);
    const channel = (value: number) => {
      const s = value / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const [r = 0, g = 0, b = 0] = rgba;
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  });
}

export interface ApiCall {
  method: string;
  path: string;
  status: number;
}

/** Records every API response the page receives from now on. */
export function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    calls.push({ method: response.request().method(), path: url.pathname, status: response.status() });
  });
  return calls;
}

/** Resolves when the page's notification socket is next accepted (the server's auth_ok). */
export function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"auth_ok"')) resolve();
      }),
    );
  });
}
