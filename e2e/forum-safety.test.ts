import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { logIn, visit } from './support/app';
import { describeFindings, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiSession, firstCategory } from './support/forum-api';
import { ALL_PAYLOADS, MARK, payload } from './support/xss';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const admin = inject('admin');
const browser = useBrowser(baseUrl);

// The forum pages are checked with hostile text in them (the XSS corpus of e2e/xss.test.ts, which
// checks that it stays inert); here the question is only whether they stay accessible.
let thread: { id: number; slug: string };

beforeAll(async () => {
  const author = await createVerifiedAccount(baseUrl, dataDir, 'xss');
  const voter = await createVerifiedAccount(baseUrl, dataDir, 'xssvote');
  const api = await apiSession(baseUrl, author);
  const category = await firstCategory(baseUrl);
  thread = await api.call('POST', `/forum/categories/${category.id}/threads`, {
    title: `${payload(2)} ${payload(1)}`,
    content: ALL_PAYLOADS,
    poll: { question: payload(7), options: [payload(1), payload(2), 'plain'] },
  });
  await api.call('POST', `/forum/threads/${thread.id}/posts`, {
    content: `${MARK} reply\n\n${ALL_PAYLOADS}`,
  });
  // A vote makes the poll show its results (option texts as results, not only as choices).
  const voterApi = await apiSession(baseUrl, voter);
  const detail = await voterApi.call<{ first_post_id: number }>('GET', `/forum/threads/${thread.id}`);
  const poll = await voterApi.call<{ id: number; options: { id: number }[] }>(
    'GET',
    `/forum/posts/${detail.first_post_id}/poll`,
  );
  await voterApi.call('POST', `/forum/polls/${poll.id}/vote`, { option_id: poll.options[0]?.id });
});

describe('accessibility of the forum pages', () => {
  it('has no serious axe-core findings on forum home, thread, search, leaderboard and admin categories', async () => {
    const page = await browser.newPage();
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
