import { POINT_RULES } from '@electrobench/contracts/gamification';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, type TestAccount } from './support/accounts';
import { logIn, pathOf, settled, submitLogin, visit, waitForSignedIn } from './support/app';
import { useBrowser } from './support/browser';
import { apiSession, firstCategory } from './support/forum-api';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const admin = inject('admin');
const browser = useBrowser(baseUrl);

const THREAD_PATH = /^\/forum\/t\/\d+\/[a-z0-9-]+$/;

async function signedInPage(account: TestAccount): Promise<Page> {
  const page = await browser.newPage();
  await logIn(page, account);
  return page;
}

const postBy = (page: Page, username: string) =>
  page.getByRole('listitem', { name: `Post by ${username}` }).first();

/** Opens the Notification Center and waits for an item whose text matches. */
async function expectNotification(page: Page, text: RegExp): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const center = page.getByRole('dialog', { name: 'Notification Center' });
  await center.getByRole('button', { name: text }).first().waitFor();
  await page.keyboard.press('Escape');
}

describe('a forum conversation', () => {
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  beforeAll(async () => {
    alice = await createVerifiedAccount(baseUrl, dataDir, 'alice');
    bob = await createVerifiedAccount(baseUrl, dataDir, 'bob');
    carol = await createVerifiedAccount(baseUrl, dataDir, 'carol');
  });

  it('asks with a poll, answers with a mention, votes, accepts, notifies and ranks', async () => {
    const title = `Flyback PSU clicks ${Date.now().toString(36)}`;
    const a = await signedInPage(alice);
    await visit(a, '/forum');
    await a.locator('.forum-rows a').first().click();
    await settled(a);
    await a.getByRole('link', { name: 'New thread' }).click();
    await a.getByRole('heading', { level: 1, name: /^New thread in / }).waitFor();
    await a.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await a.getByRole('textbox', { name: 'Your question' }).fill('The **UC3842** restarts every second.');
    await a.getByRole('tab', { name: 'Preview' }).click();
    await a.getByRole('tabpanel').locator('strong', { hasText: 'UC3842' }).waitFor();
    await a.getByRole('tab', { name: 'Write' }).click();
    await a.getByRole('checkbox', { name: 'Add a poll' }).check();
    await a.getByRole('textbox', { name: 'Poll question' }).fill('Which part failed?');
    await a.getByRole('textbox', { name: 'Option 1' }).fill('Start-up resistor');
    await a.getByRole('textbox', { name: 'Option 2' }).fill('Snubber diode');
    await a.getByRole('button', { name: 'Post thread' }).click();
    await expect.poll(() => pathOf(a)).toMatch(THREAD_PATH);
    await a.getByRole('heading', { level: 1, name: title }).waitFor();
    await a.getByText('Results show after you vote or when the poll closes.').waitFor();
    const threadPath = pathOf(a);

    // Bob votes in the poll, then replies and mentions Carol through the suggestions.
    const b = await signedInPage(bob);
    await visit(b, threadPath);
    await b.getByRole('radio', { name: 'Start-up resistor' }).check();
    await b.getByRole('button', { name: 'Vote', exact: true }).click();
    await b.getByText('(your vote)').waitFor();
    await b.getByText('1 · 100%').waitFor();
    const reply = b.getByRole('textbox', { name: 'Reply' });
    await reply.click();
    await reply.pressSequentially(`Replace R1 (it drifts open). @${carol.username.slice(0, 9)}`);
    await b
      .getByRole('listbox', { name: 'Members to mention' })
      .getByRole('option', { name: carol.username })
      .waitFor();
    await b.keyboard.press('ArrowDown');
    await b.keyboard.press('Enter');
    await reply.pressSequentially('fixed one last week.');
    expect(await reply.inputValue()).toContain(`@${carol.username} fixed one last week.`);
    await b.getByRole('button', { name: 'Post reply' }).click();
    await expect.poll(() => pathOf(b)).toMatch(/\/post\/\d+$/);
    const bobsPost = postBy(b, bob.username);
    await expect.poll(() => bobsPost.getAttribute('data-highlight')).toBe('true');
    await bobsPost.getByRole('link', { name: `@${carol.username}` }).waitFor();

    // Alice upvotes the answer, accepts it and thanks Bob by quoting him.
    await expectNotification(a, new RegExp(`${bob.username} replied to your thread`));
    await visit(a, threadPath);
    const answer = postBy(a, bob.username);
    await answer.getByRole('button', { name: 'Upvote' }).click();
    await expect
      .poll(() => answer.getByRole('button', { name: 'Upvote' }).getAttribute('aria-pressed'))
      .toBe('true');
    await answer.getByRole('button', { name: 'Accept as answer' }).click();
    await a.getByRole('link', { name: 'go to the accepted answer' }).waitFor();
    await answer.getByText('Accepted answer').waitFor();
    await answer.getByRole('button', { name: 'Quote' }).click();
    const thanks = a.getByRole('textbox', { name: 'Reply' });
    expect(await thanks.inputValue()).toContain(`> **${bob.username}** wrote:`);
    await thanks.pressSequentially('That was it, thanks!');
    await a.getByRole('button', { name: 'Post reply' }).click();
    await postBy(a, alice.username).waitFor();

    // Each of them hears about it.
    await expectNotification(b, new RegExp(alice.username));
    const c = await signedInPage(carol);
    await expectNotification(c, new RegExp(`${bob.username} mentioned you in "${title}"`));

    // Bob's standing: a reply, an upvote received and an accepted answer.
    const points =
      POINT_RULES.reply_created.points +
      POINT_RULES.upvote_received.points +
      POINT_RULES.answer_accepted.points;
    await visit(c, '/leaderboard');
    await c.getByRole('row', { name: new RegExp(`${bob.username}.*\\b${points}$`) }).waitFor();
    await c.getByRole('button', { name: 'Accepted answers' }).click();
    await expect.poll(() => new URL(c.url()).searchParams.get('metric')).toBe('accepted');
    await c.getByRole('row', { name: new RegExp(`${bob.username}.*\\b1$`) }).waitFor();
    await visit(c, `/profile/${bob.username}`);
    await c.getByText('Problem Solver').waitFor();
  });
});

describe('reading as a guest', () => {
  it('reads a thread at its canonical address and is sent to log in, and back, to vote or reply', async () => {
    const member = await createVerifiedAccount(baseUrl, dataDir, 'asker');
    const reader = await createVerifiedAccount(baseUrl, dataDir, 'reader');
    const api = await apiSession(baseUrl, member);
    const category = await firstCategory(baseUrl);
    const thread = await api.call<{ id: number; slug: string }>(
      'POST',
      `/forum/categories/${category.id}/threads`,
      {
        title: 'Guest readable thread about a dead VFD',
        content: 'The DC bus reads 0 V after the inrush relay clicks.',
      },
    );

    const page = await browser.newPage();
    await visit(page, `/forum/t/${thread.id}/an-old-title`);
    await expect.poll(() => pathOf(page)).toBe(`/forum/t/${thread.id}/${thread.slug}`);
    await page.getByText('The DC bus reads 0 V').waitFor();
    await postBy(page, member.username).getByRole('button', { name: 'Upvote' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/forum/t/${thread.id}/${thread.slug}`);

    await visit(page, `/forum/t/${thread.id}/${thread.slug}`);
    await page.getByRole('link', { name: 'Log in to reply' }).click();
    await submitLogin(page, reader);
    await waitForSignedIn(page, reader.username);
    await expect.poll(() => pathOf(page)).toBe(`/forum/t/${thread.id}/${thread.slug}`);
    await page.getByRole('textbox', { name: 'Reply' }).waitFor();
  });

  it('opens a post permalink on the page that holds it, scrolled to and highlighted', async () => {
    const member = await createVerifiedAccount(baseUrl, dataDir, 'longthread');
    const api = await apiSession(baseUrl, member);
    const category = await firstCategory(baseUrl);
    const thread = await api.call<{ id: number; slug: string }>(
      'POST',
      `/forum/categories/${category.id}/threads`,
      {
        title: 'A long thread of measurements',
        content: 'Readings follow.',
      },
    );
    const ids: number[] = [];
    for (let i = 1; i <= 24; i++) {
      const post = await api.call<{ id: number }>('POST', `/forum/threads/${thread.id}/posts`, {
        content: `Reading number ${i}`,
      });
      ids.push(post.id);
    }
    const target = ids[22] ?? 0;
    const page = await browser.newPage();
    await visit(page, `/forum/t/${thread.id}/post/${target}`);
    await expect.poll(() => pathOf(page)).toBe(`/forum/t/${thread.id}/${thread.slug}/post/${target}`);
    await page.getByText('Page 2 of 2').first().waitFor();
    const post = page.locator(`#post-${target}`);
    await expect.poll(() => post.getAttribute('data-highlight')).toBe('true');
    await expect
      .poll(() =>
        post.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
  });
});

describe('admin categories', () => {
  it('creates a category, moves it by keyboard and by drag, and saves the order in one call', async () => {
    const page = await browser.newPage();
    await logIn(page, { username: admin.email, password: admin.password }, null);
    await visit(page, '/admin/forum/categories');
    const name = `Bench talk ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New category' }).click();
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Create category' }).click();
    await dialog.waitFor({ state: 'detached' });
    const moveUp = page.getByRole('button', { name: `Move ${name} up` });
    await moveUp.focus();
    const rows = () => page.locator('.category-table tbody tr strong').allTextContents();
    const before = await rows();
    const from = before.indexOf(name);
    expect(from).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await rows()).indexOf(name)).toBe(from - 1);
    // Focus stays on the button, so Enter moves the same row again.
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await rows()).indexOf(name)).toBe(Math.max(0, from - 2));
    // Dragging by the handle reorders too; both kinds of move are saved together.
    const row = page.locator('.category-table tbody tr').filter({ hasText: name });
    const dropAt = Math.max(0, (await rows()).indexOf(name) - 2);
    await row.locator('.drag-handle').dragTo(page.locator('.category-table tbody tr').nth(dropAt));
    await expect.poll(async () => (await rows()).indexOf(name)).toBe(dropAt);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/admin/forum/categories/reorder')) saves.push(request.method());
    });
    await page.getByRole('button', { name: 'Save order' }).click();
    await page.getByRole('button', { name: 'Save order' }).waitFor({ state: 'detached' });
    expect(saves).toEqual(['PUT']);
    const saved = await rows();
    await visit(page, '/forum');
    await expect.poll(() => page.locator('.forum-rows h2').allTextContents()).toEqual(saved);

    await visit(page, '/admin/forum/categories');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${name}”?` });
    await confirm.getByText('It holds no threads.').waitFor();
    await confirm.getByRole('button', { name: 'Delete category' }).click();
    await expect.poll(async () => (await rows()).includes(name)).toBe(false);
  });
});
