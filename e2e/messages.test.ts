import { STORAGE_KEYS } from '@electrobench/contracts/theme';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { logIn, openUserMenu, pathOf, socketReady, visit } from './support/app';
import { describeFindings, seriousViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';
import { apiSession } from './support/forum-api';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser(baseUrl);

function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

function statusDot(page: Page) {
  return page.getByRole('banner').locator('.availability-dot');
}

/** Counts HTMLMediaElement.play calls (the notification chimes) instead of playing anything. */
async function countSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { __sounds: string[] };
    counter.__sounds = [];
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      counter.__sounds.push(this.currentSrc || this.src);
      return Promise.resolve();
    };
  });
}

function sounds(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __sounds: string[] }).__sounds);
}

describe('direct messages', () => {
  it('two members exchange messages live, with unread badges, edits and deletes, without a reload', async () => {
    const alice = await createVerifiedAccount(baseUrl, dataDir, 'dm_alice');
    const bob = await createVerifiedAccount(baseUrl, dataDir, 'dm_bob');
    const a = await browser.newPage();
    const b = await browser.newPage();
    await logIn(a, alice);
    const bLive = socketReady(b);
    await logIn(b, bob);

    await visit(b, '/messages');
    await b.getByText('No conversations yet.', { exact: false }).waitFor();
    // Set once; a reload would lose it.
    await b.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await bLive;

    // Alice starts from Bob's public profile.
    await visit(a, `/profile/${bob.username}`);
    await a.getByRole('link', { name: 'Message', exact: true }).click();
    const aBox = a.getByLabel(`Message to ${bob.username}`);
    await aBox.waitFor();
    await aBox.press('Enter');
    await a.getByText('Write a message.').waitFor();
    await aBox.fill('Is the 7805 on your bench still');
    await aBox.press('Shift+Enter');
    await aBox.pressSequentially('running hot?');
    await aBox.press('Enter');
    await expect.poll(() => pathOf(a)).toMatch(/^\/messages\/\d+$/);
    const aLog = a.getByRole('region', { name: `Messages with ${bob.username}` });
    await aLog.getByText('running hot?').waitFor();

    // Bob sees the conversation arrive with its unread count, and the bell, without reloading.
    const row = b.getByRole('link', { name: new RegExp(alice.username) });
    await row.getByText('1 unread').waitFor();
    await row.getByText(/running hot\?/).waitFor();
    await b.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await row.click();
    const bLog = b.getByRole('region', { name: `Messages with ${alice.username}` });
    await bLog.getByText(/Is the 7805 on your bench still\s+running hot\?/).waitFor();
    // Opening the conversation reads it: the row's badge and the DM notification clear.
    await expect.poll(() => row.getByText('1 unread').count()).toBe(0);
    await expect.poll(() => bell(b).getAttribute('aria-label')).toBe('Notifications');

    // Bob answers; Alice's open thread shows it live.
    const bBox = b.getByLabel(`Message to ${alice.username}`);
    await bBox.fill('Yes, 80 °C at 1 A. Adding a heatsink.');
    await bBox.press('Enter');
    await aLog.getByText('Yes, 80 °C at 1 A. Adding a heatsink.').waitFor();

    // Alice edits and then deletes her message; Bob's view follows both.
    const mine = aLog.getByRole('listitem').filter({ hasText: 'running hot?' });
    await mine.getByRole('button', { name: /^Edit/ }).click();
    const editBox = a.getByLabel('Edit your message');
    await editBox.fill('Is the LM7805 still running hot?');
    await editBox.press('Enter');
    const bEdited = bLog.getByRole('listitem').filter({ hasText: 'Is the LM7805 still running hot?' });
    await bEdited.getByText('edited', { exact: true }).waitFor();

    const edited = aLog.getByRole('listitem').filter({ hasText: 'Is the LM7805 still running hot?' });
    await edited.getByRole('button', { name: /^Delete/ }).click();
    await a
      .getByRole('dialog', { name: 'Delete this message?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await bLog.getByText('This message was deleted.').waitFor();
    await bLog.getByText('deleted', { exact: true }).waitFor();
    expect(await bLog.getByText('Is the LM7805 still running hot?').count()).toBe(0);

    expect(await b.evaluate(() => '__sameDocument' in window)).toBe(true);
  });

  it('a member turns DM sounds off and sets busy: no chime plays, and the status survives a reload', async () => {
    const alice = await createVerifiedAccount(baseUrl, dataDir, 'dm_snd_a');
    const bob = await createVerifiedAccount(baseUrl, dataDir, 'dm_snd_b');
    const aliceApi = await apiSession(baseUrl, alice);
    const bobApi = await apiSession(baseUrl, bob);
    const { id: bobId } = await bobApi.call<{ id: number }>('GET', '/users/me');
    const send = (content: string) => aliceApi.call('POST', '/dm/messages', { recipient_id: bobId, content });

    const context = await browser.newContext();
    const b = await context.newPage();
    await countSounds(b);
    const bLive = socketReady(b);
    await logIn(b, bob);

    await visit(b, '/notification-settings');
    const dmSound = b.getByRole('switch', { name: 'Direct message sound' });
    expect(await dmSound.isChecked()).toBe(true);
    await b.getByRole('button', { name: 'Test sound' }).nth(1).click();
    await b.getByText('Played the direct message sound.').waitFor();
    expect(await sounds(b)).toHaveLength(1);

    // A DM with the sound on chimes once.
    await bLive;
    await send('First: sound on');
    await b.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
    await expect.poll(async () => (await sounds(b)).length).toBe(2);

    await dmSound.uncheck();
    await b.getByText('Direct message sound turned off. Saved.').waitFor();
    expect((await bobApi.call<{ notify_sound_dm: boolean }>('GET', '/users/me')).notify_sound_dm).toBe(false);
    await send('Second: sound off');
    await b.getByRole('banner').getByRole('button', { name: 'Notifications, 2 unread' }).waitFor();

    // Sound back on, but busy: still silent.
    await dmSound.check();
    await b.getByText('Direct message sound turned on. Saved.').waitFor();
    expect(await statusDot(b).getAttribute('data-status')).toBe('available');
    const menu = await openUserMenu(b);
    await menu.getByRole('menuitemradio', { name: 'Busy (sounds muted)' }).click();
    await expect.poll(() => statusDot(b).getAttribute('data-status')).toBe('busy');
    await b.keyboard.press('Escape');
    await b.getByText('Your status is busy, so every sound is muted for now.', { exact: false }).waitFor();
    await expect
      .poll(async () => (await bobApi.call<{ status: string }>('GET', '/users/me/availability')).status)
      .toBe('busy');
    await send('Third: busy');
    await b.getByRole('banner').getByRole('button', { name: 'Notifications, 3 unread' }).waitFor();
    // Give a late chime the chance to show up before counting.
    await b.waitForTimeout(500);
    expect(await sounds(b)).toHaveLength(2);

    // The status is the server's: it survives a reload even with this browser's copy gone.
    await b.evaluate(() => window.localStorage.removeItem('availabilityStatus_v1'));
    const reconnected = socketReady(b);
    await b.reload();
    await expect.poll(() => statusDot(b).getAttribute('data-status')).toBe('busy');
    await reconnected;

    // Another device of the same member changes it on /status; this one follows over the socket.
    const other = await browser.newPage();
    await logIn(other, bob);
    await visit(other, '/status');
    await other.getByRole('list', { name: 'Services' }).getByText('Database').waitFor();
    expect(await other.getByRole('radio', { name: /Busy/ }).isChecked()).toBe(true);
    await other.getByRole('radio', { name: /Away/ }).check();
    await other.getByText('Status saved.').waitFor();
    await expect.poll(() => statusDot(b).getAttribute('data-status')).toBe('away');
  });

  it('the messages, status and settings pages have no serious accessibility findings, desktop and phone', async () => {
    const alice = await createVerifiedAccount(baseUrl, dataDir, 'dm_axe_a');
    const bob = await createVerifiedAccount(baseUrl, dataDir, 'dm_axe_b');
    const bobApi = await apiSession(baseUrl, bob);
    const { id: aliceId } = await (await apiSession(baseUrl, alice)).call<{ id: number }>('GET', '/users/me');
    const sent = await bobApi.call<{ id: number; conversation_id: number }>('POST', '/dm/messages', {
      recipient_id: aliceId,
      content: 'Which flux do you use for QFN rework?',
    });
    await bobApi.call('PUT', `/dm/messages/${sent.id}`, {
      content: 'Which flux do you use for QFN rework, gel or liquid?',
    });
    const paths = ['/messages', `/messages/${sent.conversation_id}`, '/status', '/notification-settings'];
    for (const mode of ['dark', 'light'] as const) {
      for (const options of [{ viewport: { width: 1280, height: 800 } }, PHONE]) {
        const context = await browser.newContext(options);
        await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
          key: STORAGE_KEYS.themeMode,
          value: mode,
        });
        const page = await context.newPage();
        await logIn(page, alice);
        for (const path of paths) {
          await visit(page, path);
          if (path.startsWith('/messages/'))
            await page
              .getByRole('region', { name: /^Messages with/ })
              .getByText('gel or liquid?')
              .waitFor();
          if (path === '/status') await page.getByRole('list', { name: 'Services' }).waitFor();
          const findings = await seriousViolations(page);
          const where = `${path} (${mode}, ${options.viewport?.width ?? 0} px)`;
          expect(findings, describeFindings(where, findings)).toEqual([]);
        }
        await context.close();
      }
    }
  });

  it('a long thread opens at the newest message and loads older pages when scrolled up', async () => {
    const alice = await createVerifiedAccount(baseUrl, dataDir, 'dm_long_a');
    const bob = await createVerifiedAccount(baseUrl, dataDir, 'dm_long_b');
    const aliceApi = await apiSession(baseUrl, alice);
    const { id: bobId } = await (await apiSession(baseUrl, bob)).call<{ id: number }>('GET', '/users/me');
    let conversationId = 0;
    for (let n = 1; n <= 120; n += 1) {
      const sent = await aliceApi.call<{ conversation_id: number }>('POST', '/dm/messages', {
        recipient_id: bobId,
        content: `Reading ${n}: ${(n * 0.1).toFixed(1)} V`,
      });
      conversationId = sent.conversation_id;
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, bob);
    await visit(page, `/messages/${conversationId}`);
    const log = page.getByRole('region', { name: `Messages with ${alice.username}` });
    await log.getByText('Reading 120: 12.0 V').waitFor();
    expect(await log.getByRole('listitem').count()).toBe(50);

    // Scrolling to the top fetches the page before; twice reaches the first message.
    for (const expected of [100, 120]) {
      await log.evaluate((el) => el.scrollTo({ top: 0 }));
      await expect.poll(() => log.getByRole('listitem').count()).toBe(expected);
    }
    await log.getByText('Reading 1: 0.1 V', { exact: true }).waitFor();
    await log.getByText(`This is the start of your conversation with ${alice.username}.`).waitFor();
  });
});
