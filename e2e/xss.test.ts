import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, type TestAccount } from './support/accounts';
import { logIn, visit } from './support/app';
import { useBrowser } from './support/browser';
import { apiSession, firstCategory, type ApiSession } from './support/forum-api';
import { ALL_PAYLOADS, MARK, PAYLOADS, activeMarkupCount, armTripwire, payload } from './support/xss';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const admin = inject('admin');
const browser = useBrowser(baseUrl);

// Every surface where members type text, filled with the payload corpus through the API, then
// every page that shows that text is opened in Chromium (issue 15).
let author: TestAccount;
let peer: TestAccount;
let thread: { id: number; slug: string };
let categorySlug = '';
let listId = 0;
let conversationId = 0;
let ticketId = 0;

const divider = (title: string) => ({
  version: 1,
  title,
  parts: [
    { id: 'V1', kind: 'dc-voltage', value: '10', x: 0, y: 0, rotation: 0 },
    { id: 'R1', kind: 'resistor', value: '4k7', x: 4, y: -2, rotation: 0 },
    { id: 'GND1', kind: 'ground', value: '', x: 0, y: 2, rotation: 0 },
  ],
  wires: [{ id: 'w1', x1: 0, y1: -2, x2: 2, y2: -2 }],
  analysis: { type: 'op' },
});

async function fillEverySurface(api: ApiSession, peerApi: ApiSession): Promise<void> {
  const category = await firstCategory(baseUrl);
  categorySlug = category.slug;
  thread = await api.call('POST', `/forum/categories/${category.id}/threads`, {
    title: `${payload(2)} ${payload(1)}`,
    content: ALL_PAYLOADS,
    poll: { question: `${payload(7)} ${payload(3)}`, options: [payload(1), payload(2), payload(9)] },
  });
  await api.call('POST', `/forum/threads/${thread.id}/posts`, { content: PAYLOADS.join(' ') });
  // The peer's reply notifies the author (FORUM_REPLY carries the thread title) and votes the poll,
  // so its options show as results too.
  await peerApi.call('POST', `/forum/threads/${thread.id}/posts`, { content: `${MARK} reply` });
  const detail = await peerApi.call<{ first_post_id: number }>('GET', `/forum/threads/${thread.id}`);
  const poll = await peerApi.call<{ id: number; options: { id: number }[] }>(
    'GET',
    `/forum/posts/${detail.first_post_id}/poll`,
  );
  await peerApi.call('POST', `/forum/polls/${poll.id}/vote`, { option_id: poll.options[0]?.id });

  const list = await api.call<{ id: number }>('POST', '/lists/', { name: payload(2) });
  listId = list.id;
  const smd = await api.call<{ items: { id: number }[] }>('GET', '/smd/?search_term=1D&limit=1');
  await api.call('POST', `/lists/${listId}/items`, {
    kind: 'smd',
    part_id: smd.items[0]?.id,
    note: ALL_PAYLOADS,
  });

  const sticky = await api.call<{ id: number }>('POST', '/sticky-notes/lists', { name: payload(2) });
  await api.call('POST', `/sticky-notes/lists/${sticky.id}/notes`, { text: ALL_PAYLOADS });

  const me = await peerApi.call<{ id: number }>('GET', '/users/me');
  const message = await api.call<{ conversation_id: number }>('POST', '/dm/messages', {
    recipient_id: me.id,
    content: ALL_PAYLOADS,
  });
  conversationId = message.conversation_id;

  await api.call('POST', '/reminders', {
    title: payload(9),
    description: ALL_PAYLOADS,
    due_at: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const ticket = await api.call<{ id: number }>('POST', '/tickets/', {
    title: `${payload(2)} ${payload(3)}`,
    description: ALL_PAYLOADS,
  });
  ticketId = ticket.id;
  await api.call('POST', '/submissions/smd/', {
    code: `X${Date.now().toString(36).slice(-5).toUpperCase()}`,
    part_number: payload(2),
    manufacturer: payload(3),
    package: 'SOT-23',
    function: payload(7),
    pin_count: 3,
    description: ALL_PAYLOADS,
    source: `${payload(1)} ${payload(6)}`,
  });
  await api.call('POST', '/circuits/', { name: payload(2), document: divider(payload(1)) });
}

beforeAll(async () => {
  author = await createVerifiedAccount(baseUrl, dataDir, 'xssauthor');
  peer = await createVerifiedAccount(baseUrl, dataDir, 'xsspeer');
  await fillEverySurface(await apiSession(baseUrl, author), await apiSession(baseUrl, peer));
});

/** A signed-in page armed with the tripwire, and a way to open one path and check it. */
async function watched(who: { username: string; password: string }, shownAs: string | null) {
  const page = await browser.newPage();
  const wire = await armTripwire(page);
  await logIn(page, who, shownAs);
  const seen: string[] = [];
  const check = async (label: string, marked = true) => {
    if (marked) {
      await page
        .getByText(MARK)
        .first()
        .waitFor()
        .catch(async (error: unknown) => {
          await page.screenshot({ path: `/tmp/xss-${label.replace(/\W+/g, '_')}.png` });
          throw new Error(`${label}: the hostile text is not shown (${String(error)})`);
        });
    }
    await page.waitForLoadState('networkidle');
    // Point at every link user text sits in, where a handler could hide.
    for (const link of await page.locator('main a').all()) {
      if (((await link.textContent()) ?? '').includes(MARK)) await link.dispatchEvent('mouseover');
    }
    expect(await activeMarkupCount(page), label).toBe(0);
    await wire.sample();
    seen.push(label);
  };
  const open = async (path: string, marked = true) => {
    await visit(page, path);
    await check(path, marked);
  };
  return { page, wire, open, check, seen };
}

/** Opens the Notification Center and waits for an item that shows user text. */
async function openNotifications(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await page.getByRole('dialog', { name: 'Notification Center' }).getByText(MARK).first().waitFor();
}

function expectNoFindings(findings: { ran: number[]; csp: string[]; dialogs: string[]; errors: string[] }) {
  expect(findings.ran, 'payloads that ran').toEqual([]);
  expect(findings.csp, 'content security policy violations').toEqual([]);
  expect(findings.dialogs, 'dialogs').toEqual([]);
  expect(findings.errors, 'uncaught errors').toEqual([]);
}

describe('hostile text on every surface renders inert (issue 15)', () => {
  it('the tripwire itself sees markup that reaches the DOM (so zero findings below mean something)', async () => {
    const page = await browser.newPage();
    const wire = await armTripwire(page);
    await visit(page, '/');
    await page.evaluate((html) => {
      const box = document.createElement('div');
      box.innerHTML = html;
      document.body.append(box);
    }, payload(2));
    await expect.poll(async () => (await wire.sample(), wire.findings.csp.length)).toBeGreaterThan(0);
    expect(wire.findings.csp.join('\n')).toMatch(/script-src/);
    // The policy blocked the handler: even markup that got in ran nothing.
    expect(wire.findings.ran).toEqual([]);
    expect(await activeMarkupCount(page)).toBeGreaterThan(0);
  });

  it('as its author sees it: profile, lists, sticky notes, DMs, reminders, forum, proposals, circuits', async () => {
    const { page, wire, open, check } = await watched(author, author.username);
    // Profiles carry no free text (usernames are letters, digits, _ and -; SVG avatars are refused):
    // they are opened with the tripwire armed all the same.
    await open('/profile', false);
    await open(`/profile/${author.username}`, false);
    // The forum home lists categories only; opened armed too.
    await open('/forum', false);
    await open('/my-lists');
    await open(`/my-lists/${listId}`);
    // The list note is an input's value: it comes back as typed (a one-line field drops line breaks).
    expect(await page.locator('main input[aria-label^="Note for"]').first().inputValue()).toBe(
      ALL_PAYLOADS.replace(/\n/g, ''),
    );
    for (const path of [
      '/sticky-notes',
      '/messages',
      `/messages/${conversationId}`,
      '/reminders',
      `/forum/c/${categorySlug}`,
      `/forum/t/${thread.id}/${thread.slug}`,
      '/forum/search?q=XSSPROBE',
    ]) {
      await open(path);
    }

    await openNotifications(page);
    await check('notification center (forum reply)');
    await page.keyboard.press('Escape');

    // Dialogs that list the member's own text: the list picker and their SMD proposals.
    await visit(page, '/tools/smd-search?q=1D');
    await page.getByRole('button', { name: 'Add to list' }).first().click();
    await check('add-to-list dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Propose one' }).click();
    await check('proposals dialog');
    await page.keyboard.press('Escape');

    await visit(page, '/testing/circuit-simulator');
    await check('saved circuits');
    await page.getByRole('listitem').filter({ hasText: MARK }).getByRole('button', { name: 'Open' }).click();
    await page.getByText(/^Opened “/).waitFor();
    expect(await page.getByLabel('Circuit title').inputValue()).toBe(payload(1));
    await check('opened circuit');

    expectNoFindings(wire.findings);
  });

  it('as the recipient of the DM sees it: conversation list, thread and notification', async () => {
    const { page, wire, open, check } = await watched(peer, peer.username);
    await open('/messages');
    await open(`/messages/${conversationId}`);
    await openNotifications(page);
    await check('notification center (DM)');
    expectNoFindings(wire.findings);
  });

  it('as an administrator sees it: dashboard, tickets, submissions and the ticket notification', async () => {
    const { page, wire, open, check } = await watched(
      { username: admin.email, password: admin.password },
      null,
    );
    for (const path of ['/admin', '/admin/tickets', `/admin/tickets/${ticketId}`, '/admin/submissions']) {
      await open(path);
    }
    await openNotifications(page);
    await check('notification center (ticket)');
    expectNoFindings(wire.findings);
  });
});
