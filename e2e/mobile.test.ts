import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { logIn, pathOf, userMenuButton, visit } from './support/app';
import { PHONE, useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser(baseUrl);

// Every entry of the navigation bar's groups (SPEC section 2), all reachable from the drawer.
const NAV_ENTRIES = [
  'SMD Search',
  'IC Logo ID',
  'Fuse Markings',
  'Diode Markings',
  'SMD Resistor Codes',
  'Opto XRef',
  'IGBT XRef',
  'Capacitor Codes',
  "Ohm's Law",
  'Power Calc',
  'Resistor Code',
  'Parallel Resistor',
  'LED Resistor',
  'Voltage Divider',
  '555 Timer',
  'AWG Converter',
  'VI Curve Tracer',
  'Motor Torque',
  'Motor Poles',
  'Drive Faults',
  'Forum',
];

describe('phone-sized viewport (390 x 844)', () => {
  it('fits every page of the shell to the screen width: no sideways scrolling', async () => {
    const page = await browser.newPage(PHONE);
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/request-password-reset',
      '/reset-password?token=x',
      '/verify-email?token=x',
      '/confirm-email-change?token=x',
      '/privacy-policy',
      '/style-guide',
      '/no-such-page',
    ]) {
      await visit(page, path);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
      }));
      expect(widths.screen, path).toBe(390);
      expect(widths.page, path).toBeLessThanOrEqual(390);
    }
  });

  it('opens the Navigation drawer from the left, 85% of the screen wide, with every link', async () => {
    const page = await browser.newPage(PHONE);
    await visit(page, '/');
    const opener = page.getByRole('button', { name: 'Open navigation' });
    await opener.tap();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    await drawer.getByRole('heading', { name: 'Navigation' }).waitFor();
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && { left: Math.round(box.x), width: Math.round(box.width) };
      })
      .toEqual({ left: 0, width: Math.round(390 * 0.85) });
    for (const name of NAV_ENTRIES) {
      expect(await drawer.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    }

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await opener.tap();
    await drawer.getByRole('link', { name: "Ohm's Law", exact: true }).tap();
    await expect.poll(() => pathOf(page)).toBe('/calculators/ohms-law');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: "Ohm's Law" }).waitFor();
  });

  it('traps the keyboard in the drawer and gives focus back to its button on Escape', async () => {
    const page = await browser.newPage(PHONE);
    await visit(page, '/');
    const opener = page.getByRole('button', { name: 'Open navigation' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null))
      .toBe('Open navigation');
  });

  it('offers members-only apps to a guest through the unlock dialog', async () => {
    const page = await browser.newPage(PHONE);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open navigation' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('button', { name: 'Reminders', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Unlock Reminders!' });
    await dialog.waitFor();
    await dialog.getByText('The "Reminders" feature is for registered users.', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Login', exact: true }).tap();
    await expect.poll(() => pathOf(page)).toBe('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/reminders');
  });

  it('links members straight to their apps and keeps the user menu on screen', async () => {
    const account = await createVerifiedAccount(baseUrl, dataDir, 'phone');
    const page = await browser.newPage(PHONE);
    await logIn(page, account);
    await page.getByRole('button', { name: 'Open navigation' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Sticky Notes', exact: true }).tap();
    await expect.poll(() => pathOf(page)).toBe('/sticky-notes');
    await page.getByRole('heading', { level: 1, name: 'Sticky Notes' }).waitFor();

    await userMenuButton(page).tap();
    const menu = page.getByRole('menu').first();
    await menu.getByRole('menuitem', { name: 'Logout' }).waitFor();
    const box = await menu.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);

    // The member's own and public profile pages fit the phone too.
    await page.keyboard.press('Escape');
    for (const path of ['/profile', `/profile/${account.username}`]) {
      await visit(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  it('fits every member page to a 360 px phone once signed in (the bar holds three more buttons)', async () => {
    const account = await createVerifiedAccount(baseUrl, dataDir, 'narrow');
    const page = await browser.newPage({ ...PHONE, viewport: { width: 360, height: 780 } });
    await logIn(page, account);
    for (const path of [
      '/',
      '/forum',
      '/leaderboard',
      '/messages',
      '/reminders',
      '/sticky-notes',
      '/notification-settings',
      '/status',
      '/feedback',
      '/my-lists',
      '/profile',
    ]) {
      await visit(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
