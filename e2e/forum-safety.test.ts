import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { logIn, visit } from './support/app';
import { describeFindings, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiSession, firstCategory } from './support/forum-api';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const admin = inject('admin');
const browser = useBrowser(baseUrl);

// Each payload would set window.__pwned or open a dialog if the page ever ran it.
const XSS = [
  '<script>window.__pwned = 1; alert(1)</script>',
  '<img src=x onerror="window.__pwned = 2; alert(2)">',
  '[click me](javascript:window.__pwned=3)',
  '<a href="javascript:alert(4)">raw link</a>',
  '![pic](javascript:alert(5))',
  '<svg onload=alert(6)></svg>',
  '"><iframe src="javascript:alert(7)"></iframe>',
];

let thread: { id: number; slug: string };
let categorySlug = '';

beforeAll(async () => {
  const author = await createVerifiedAccount(baseUrl, dataDir, 'xss');
  const voter = await createVerifiedAccount(baseUrl, dataDir, 'xssvote');
  const api = await apiSession(baseUrl, author);
  const category = await firstCategory(baseUrl);
  categorySlug = category.slug;
  thread = await api.call('POST', `/forum/categories/${category.id}/threads`, {
    title: `XSSPROBE <img src=x onerror=alert(8)> <script>alert(9)</script>`,
    content: `XSSPROBE body\n\n${XSS.join('\n\n')}`,
    poll: { question: 'XSSPROBE <b onmouseover=alert(10)>q</b>', options: [XSS[0], XSS[1], 'plain'] },
  });
  await api.call('POST', `/forum/threads/${thread.id}/posts`, { content: `XSSPROBE reply ${XSS.join(' ')}` });
  // A vote makes the poll show its results (option texts as results, not only as choices).
  const voterApi = await apiSession(baseUrl, voter);
  const detail = await voterApi.call<{ first_post_id: number }>('GET', `/forum/threads/${thread.id}`);
  const poll = await voterApi.call<{ id: number; options: { id: number }[] }>(
    'GET',
    `/forum/posts/${detail.first_post_id}/poll`,
  );
  await voterApi.call('POST', `/forum/polls/${poll.id}/vote`, { option_id: poll.options[0]?.id });
});

/** A page that records every dialog and whether any payload ran. */
async function watchedPage(): Promise<{ page: Page; dialogs: string[] }> {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

describe('hostile post, title and poll option', () => {
  it('render as text on every forum page with zero script executions', async () => {
    const { page, dialogs } = await watchedPage();
    const paths = [
      `/forum/t/${thread.id}/${thread.slug}`,
      `/forum/c/${categorySlug}`,
      '/forum/search?q=XSSPROBE',
    ];
    for (const path of paths) {
      await visit(page, path);
      await page.getByText('XSSPROBE').first().waitFor();
      await page.waitForLoadState('networkidle');
    }
    // The thread page again: hover and click whatever the payloads might have produced.
    await visit(page, paths[0] ?? '/');
    await page.getByText('<img src=x onerror=alert(8)>', { exact: false }).first().waitFor();
    for (const link of await page.locator('.post-body a').all()) {
      await link.hover();
    }
    expect(
      await page.locator('main a[href^="javascript:" i], main iframe, main script, main svg[onload]').count(),
    ).toBe(0);
    expect(await page.locator('main [onerror], main [onload], main [onmouseover]').count()).toBe(0);
    // The poll's option texts show as plain text, as results.
    await page
      .getByText(XSS[1] ?? '', { exact: false })
      .first()
      .waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

describe('accessibility of the forum pages', () => {
  it('has no serious axe-core findings on forum home, thread, search, leaderboard and admin categories', async () => {
    const { page } = await watchedPage();
    for (const path of [
      '/forum',
      `/forum/t/${thread.id}/${thread.slug}`,
      '/forum/search?q=XSSPROBE',
      '/leaderboard',
    ]) {
      await visit(page, path);
      const findings = await seriousViolations(page);
      expect(findings, describeFindings(path, findings)).toEqual([]);
    }
    const adminPage = await browser.newPage();
    await logIn(adminPage, { username: admin.email, password: admin.password }, null);
    await visit(adminPage, '/admin/forum/categories');
    await adminPage.locator('.category-table').waitFor();
    const findings = await seriousViolations(adminPage);
    expect(findings, describeFindings('/admin/forum/categories', findings)).toEqual([]);
  });
});
