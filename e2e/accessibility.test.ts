import { STORAGE_KEYS } from '@electrobench/contracts/theme';
import type { BrowserContextOptions } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, type TestAccount } from './support/accounts';
import { logIn, openMenu, openUserMenu, settled } from './support/app';
import { describeFindings, seriousViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser(baseUrl);

type Mode = 'dark' | 'light';
type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

let member: TestAccount;
let memberState: StorageState;

beforeAll(async () => {
  member = await createVerifiedAccount(baseUrl, dataDir, 'axe');
  const page = await browser.newPage();
  await logIn(page, member);
  memberState = await page.context().storageState();
  await page.context().close();
});

/** A visitor whose theme mode is already stored, signed in when `signedIn` is set. */
async function visitor(mode: Mode, signedIn: boolean, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    ...options,
    ...(signedIn && { storageState: memberState }),
  });
  await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: STORAGE_KEYS.themeMode,
    value: mode,
  });
  return context.newPage();
}

async function expectClean(page: Awaited<ReturnType<typeof visitor>>, where: string) {
  const findings = await seriousViolations(page);
  expect(findings, describeFindings(where, findings)).toEqual([]);
}

// Every page of the app shell (issue 3). Token pages get a made-up token so their forms or error
// states show rather than only the missing-token message.
const PAGES: { path: string | (() => string); signedIn?: boolean }[] = [
  { path: '/' },
  { path: '/login' },
  { path: '/signup' },
  { path: '/request-password-reset' },
  { path: '/reset-password?token=made-up-token-for-axe' },
  { path: '/verify-email' },
  { path: '/confirm-email-change?token=made-up-token-for-axe' },
  { path: '/profile', signedIn: true },
  { path: () => `/profile/${member.username}` },
  { path: '/privacy-policy' },
  { path: '/style-guide' },
  { path: '/this-page-does-not-exist' },
];

describe.each<Mode>(['dark', 'light'])('axe-core in %s mode', (mode) => {
  it.each(PAGES.map((p) => ({ ...p, name: typeof p.path === 'string' ? p.path : '/profile/{username}' })))(
    '$name has no serious or critical violations',
    async ({ path, signedIn = false }) => {
      const page = await visitor(mode, signedIn);
      const url = typeof path === 'string' ? path : path();
      await page.goto(url);
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      await expectClean(page, `${url} (${mode})`);
    },
  );

  it('the open user menu has no serious or critical violations', async () => {
    const page = await visitor(mode, true);
    await page.goto('/');
    await settled(page);
    await openUserMenu(page);
    await expectClean(page, `the user menu (${mode})`);
  });

  it('the unlock dialog has no serious or critical violations', async () => {
    const page = await visitor(mode, false);
    await page.goto('/');
    await settled(page);
    const apps = await openMenu(page, page.getByRole('banner').getByRole('button', { name: 'Apps' }));
    await apps.getByRole('menuitem', { name: 'My SMD Lists' }).click();
    await page.getByRole('dialog', { name: 'Unlock My SMD Lists!' }).waitFor();
    await expectClean(page, `the unlock dialog (${mode})`);
  });

  it('the phone Navigation drawer has no serious or critical violations', async () => {
    const page = await visitor(mode, false, PHONE);
    await page.goto('/');
    await settled(page);
    await expectClean(page, `/ on a phone (${mode})`);
    await page.getByRole('button', { name: 'Open navigation' }).tap();
    await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
    await expectClean(page, `the Navigation drawer (${mode})`);
  });
});
