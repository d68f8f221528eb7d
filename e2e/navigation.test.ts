import { STORAGE_KEYS } from '@electrobench/contracts/theme';
import { describe, expect, inject, it } from 'vitest';
import {
  backgroundLuminance,
  chooseThemeMode,
  openMenu,
  pathOf,
  readStorage,
  settled,
  visit,
} from './support/app';
import { PHONE, useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser(baseUrl);

describe('navigation bar and pages for guests', () => {
  it('answers a guest choosing Sticky Notes with the unlock dialog', async () => {
    const page = await browser.newPage();
    await visit(page, '/');
    const apps = page.getByRole('banner').getByRole('button', { name: 'Apps' });
    let menu = await openMenu(page, apps);
    await menu.getByRole('menuitem', { name: 'Sticky Notes' }).click();

    const dialog = page.getByRole('dialog', { name: 'Unlock Sticky Notes!' });
    await dialog.waitFor();
    await dialog.getByText('The "Sticky Notes" feature is for registered users.', { exact: true }).waitFor();
    await dialog.getByText('Log in or create an account.', { exact: true }).waitFor();
    for (const name of ['Later', 'Login', 'Sign Up']) {
      await dialog.getByRole('button', { name, exact: true }).waitFor();
    }
    await dialog.getByRole('button', { name: 'Later', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/');

    menu = await openMenu(page, apps);
    await menu.getByRole('menuitem', { name: 'Sticky Notes' }).click();
    await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/signup');
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  });

  it('works the apps grid and the unlock dialog from the keyboard, focus returning to Apps', async () => {
    const page = await browser.newPage();
    await visit(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Apps' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Sticky Notes' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Unlock Sticky Notes!' });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null))
      .toBe('Apps');
  });

  it('lets a guest choose Feedback without the unlock dialog and use the form (feedback is public)', async () => {
    const page = await browser.newPage();
    await visit(page, '/');
    const menu = await openMenu(page, page.getByRole('banner').getByRole('button', { name: 'Apps' }));
    await menu.getByRole('menuitem', { name: 'Feedback' }).click();
    await expect.poll(() => pathOf(page)).toBe('/feedback');
    await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor();
    await page.getByLabel('Your e-mail (for our reply)').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("covers the page with 'Loading Page...' while a page's code is still on its way", async () => {
    const page = await browser.newPage();
    await visit(page, '/');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/privacy-policy-page-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByText('Loading Page...').waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.getByText('Loading Page...').count()).toBe(0);
  });

  it('shows the not-found page for an unknown path, with a way home', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await settled(page);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('main').getByText('/no/such/page').waitFor();
    await page.getByRole('main').getByRole('link', { name: /home/i }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
  });

  it('keeps the chosen theme mode across a reload', async () => {
    const page = await browser.newPage();
    await visit(page, '/');
    expect(await readStorage(page, STORAGE_KEYS.themeMode)).toBeNull();
    expect(await backgroundLuminance(page)).toBeLessThan(0.1);

    await chooseThemeMode(page, 'Light');
    expect(await readStorage(page, STORAGE_KEYS.themeMode)).toBe('light');
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.7);

    await page.reload();
    await settled(page);
    expect(await readStorage(page, STORAGE_KEYS.themeMode)).toBe('light');
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.7);

    await chooseThemeMode(page, 'Dark');
    await page.reload();
    await settled(page);
    expect(await readStorage(page, STORAGE_KEYS.themeMode)).toBe('dark');
    expect(await backgroundLuminance(page)).toBeLessThan(0.1);
  });

  it('follows the operating system live in System mode', async () => {
    const page = await browser.newPage({ colorScheme: 'light' });
    await visit(page, '/');
    // Dark is the default whatever the system prefers.
    expect(await backgroundLuminance(page)).toBeLessThan(0.1);
    await chooseThemeMode(page, 'System');
    expect(await readStorage(page, STORAGE_KEYS.themeMode)).toBe('system');
    await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.7);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.1);
    await page.reload();
    await settled(page);
    expect(await backgroundLuminance(page)).toBeLessThan(0.1);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.7);
  });

  it('ignores a stored theme mode outside dark, light and system', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    await context.addInitScript((key) => window.localStorage.setItem(key, 'sepia'), STORAGE_KEYS.themeMode);
    const page = await context.newPage();
    await visit(page, '/');
    expect(await backgroundLuminance(page)).toBeLessThan(0.1);
  });
});

describe('every tool is reachable from the navigation bar (issue 13)', () => {
  it('reaches the tools that were once only on the home page from the desktop menus', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await visit(page, '/');
    const banner = page.getByRole('banner');
    const trips: [group: string, item: string, path: string, heading: RegExp][] = [
      ['Component ID', 'Transistor XRef', '/tools/transistor-xref', /transistor/i],
      ['Component ID', 'Transistor Param Search', '/tools/transistor-param-search', /transistor/i],
      ['Calculators', 'Battery Life', '/calculators/battery-life', /battery/i],
      ['Testing', 'Circuit Simulator', '/testing/circuit-simulator', /simulator/i],
      ['Education', 'Op-Amps', '/education/basics/op-amps', /op-amp/i],
      ['Education', 'Quiz', '/education/quiz', /quiz/i],
    ];
    for (const [group, item, path, heading] of trips) {
      const menu = await openMenu(page, banner.getByRole('button', { name: group, exact: true }));
      await menu.getByRole('menuitem', { name: item, exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
  });

  it('offers the same groups in the phone drawer', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    for (const group of ['Component ID', 'Calculators', 'Testing', 'Industrial', 'Education']) {
      await drawer.getByRole('region', { name: group }).waitFor();
    }
    await drawer
      .getByRole('region', { name: 'Education' })
      .getByRole('link', { name: 'Inverter Simulator', exact: true })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/education/power-electronics/inverter-simulator');
    await page.getByRole('heading', { level: 1, name: /inverter/i }).waitFor();
    expect(await drawer.count()).toBe(0);
  });
});
