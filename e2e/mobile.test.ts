import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, type TestAccount } from './support/accounts';
import { logIn, pathOf, userMenuButton, visit } from './support/app';
import { PHONE, useBrowser } from './support/browser';
import { apiSession, firstCategory } from './support/forum-api';
import { SPEC_PAGES } from './support/spec-routes';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const admin = inject('admin');
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
  });
});

/** The smallest phone we design for; the walk below visits every route of SPEC section 2 at it. */
const NARROW = { ...PHONE, viewport: { width: 360, height: 740 } };

/**
 * Visits `path` and checks what a phone user sees first: nothing wider than the screen (no
 * sideways scrolling) and the page's main heading on screen.
 */
async function expectFitsNarrowPhone(page: Page, path: string): Promise<void> {
  await visit(page, path);
  // Result lists, plots and part pages fill in after the heading; measure once they have.
  await page.waitForLoadState('networkidle');
  const fit = await page.evaluate(() => ({
    width: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    screen: window.innerWidth,
  }));
  expect(fit.screen, path).toBe(360);
  expect(fit.width, `${path} is wider than the screen`).toBeLessThanOrEqual(fit.screen);
  const heading = page.locator('main h1').first();
  expect(await heading.isVisible(), `${path} shows its heading`).toBe(true);
  const box = await heading.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= fit.screen, `${path} heading on screen`).toBe(true);
}

async function walk(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) await expectFitsNarrowPhone(page, path);
}

describe('every page at 360 x 740: no sideways scrolling, heading in view', () => {
  let member: TestAccount;
  let thread: { id: number; slug: string; postId: number; categorySlug: string };

  beforeAll(async () => {
    member = await createVerifiedAccount(baseUrl, dataDir, 'walker');
    const api = await apiSession(baseUrl, member);
    const category = await firstCategory(baseUrl);
    const created = await api.call<{ id: number; slug: string }>(
      'POST',
      `/forum/categories/${category.id}/threads`,
      {
        title: 'Phone walk: IRFZ44N gate driver keeps failing after a few minutes at full load',
        content: 'The gate resistor is 10 Ω and the driver is a TC4420; the MOSFET runs hot.',
      },
    );
    const reply = await api.call<{ id: number }>('POST', `/forum/threads/${created.id}/posts`, {
      content: 'Check the dead time and measure the gate waveform with a short ground lead.',
    });
    thread = { ...created, postId: reply.id, categorySlug: category.slug };
  });

  it('public pages: home, accounts, profile, status and the small pages', async () => {
    const page = await browser.newPage(NARROW);
    await walk(page, [
      '/',
      ...SPEC_PAGES.account,
      '/reset-password?token=x',
      '/verify-email?token=x',
      '/confirm-email-change?token=x',
      `/profile/${member.username}`,
      ...SPEC_PAGES.smallPages,
      '/feedback',
      '/no-such-page',
    ]);
  });

  it('component identification tools, empty and with results', async () => {
    const page = await browser.newPage(NARROW);
    await walk(page, [
      ...SPEC_PAGES.componentId,
      '/tools/smd-search?q=1AM',
      '/tools/smd-fuse-markings?q=D',
      '/tools/diode-markings?q=W2',
      '/tools/opto-search?q=PC817',
      '/tools/igbt-xref?q=IKW40N120H3',
      '/tools/transistor-xref?mpn=2N3055&q=2N3055',
      '/tools/transistor-param-search?type=mosfet&vgs_th_max=2.5',
    ]);
  });

  it('calculators, testing and industrial tools', async () => {
    const page = await browser.newPage(NARROW);
    await walk(page, [
      ...SPEC_PAGES.calculators,
      ...SPEC_PAGES.testing,
      ...SPEC_PAGES.industrial,
      '/industrial/drive-faults/ac-vfd',
      '/industrial/drive-faults/ac-vfd/siemens',
      '/industrial/drive-faults/ac-vfd/siemens/sinamics-v20',
    ]);
  });

  it('education articles, the quiz and the inverter simulator', async () => {
    const page = await browser.newPage(NARROW);
    await walk(page, SPEC_PAGES.education);
  });

  it('the forum: home, a category, a thread, a post and search', async () => {
    const page = await browser.newPage(NARROW);
    await walk(page, [
      '/forum',
      `/forum/c/${thread.categorySlug}`,
      `/forum/t/${thread.id}/${thread.slug}`,
      `/forum/t/${thread.id}`,
      `/forum/t/${thread.id}/${thread.slug}/post/${thread.postId}`,
      '/forum/search',
      '/forum/search?q=IRFZ44N',
    ]);
  });

  it('member pages, with a list, a conversation, notes and a reminder to show', async () => {
    const api = await apiSession(baseUrl, member);
    const sender = await createVerifiedAccount(baseUrl, dataDir, 'pen_pal');
    const { id: memberId } = await api.call<{ id: number }>('GET', '/users/me');
    const sent = await (
      await apiSession(baseUrl, sender)
    ).call<{ conversation_id: number }>('POST', '/dm/messages', {
      recipient_id: memberId,
      content: 'Did the new gate resistor fix the IRFZ44N board? Mine still runs warm at 20 kHz.',
    });
    const list = await api.call<{ id: number }>('POST', '/lists/', { name: 'Phone walk: parts to order' });
    const smd = await (await fetch(`${baseUrl}/api/v1/smd/?search_term=1AM`)).json();
    const [component] = (smd as { items: { id: number }[] }).items;
    if (component) await api.call('POST', `/lists/${list.id}/items`, { kind: 'smd', part_id: component.id });
    const notes = await api.call<{ id: number }>('POST', '/sticky-notes/lists', { name: 'Bench' });
    await api.call('POST', `/sticky-notes/lists/${notes.id}/notes`, { text: 'Order TC4420 drivers' });
    await api.call('POST', '/reminders', {
      title: 'Re-test the inverter board',
      description: 'Measure the gate waveform at full load before closing the case.',
      due_at: new Date(Date.now() + 86_400_000).toISOString(),
    });

    const page = await browser.newPage(NARROW);
    await logIn(page, member);
    await walk(page, [
      '/',
      '/profile',
      '/my-lists',
      `/my-lists/${list.id}`,
      '/messages',
      `/messages/${sent.conversation_id}`,
      '/sticky-notes',
      '/reminders',
      '/notification-settings',
      '/feedback',
      `/forum/c/${thread.categorySlug}/new`,
    ]);
  });

  it('admin pages, with a ticket to open', async () => {
    const ticket = (await (
      await fetch(`${baseUrl}/api/v1/tickets/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          title: 'The fuse table is hard to read on my phone',
          description: 'On a small phone the columns run off the screen.',
          email: 'walker@example.test',
        }),
      })
    ).json()) as { id: number };
    const page = await browser.newPage(NARROW);
    await logIn(page, { username: admin.email, password: admin.password }, null);
    await walk(page, [
      '/admin',
      '/admin/submissions',
      '/admin/manage-smd',
      '/admin/forum/categories',
      '/admin/tickets',
      `/admin/tickets/${ticket.id}`,
    ]);
  });
});
