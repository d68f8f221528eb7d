import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { logIn, visit } from './support/app';
import { PHONE, useBrowser } from './support/browser';
import { apiSession } from './support/forum-api';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser(baseUrl);

const listOf = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const notesIn = (page: Page, name: string) =>
  listOf(page, name).locator('.sticky-note-text').allTextContents();

/** Waits until every board change the page started has been answered. */
async function settledBoard(page: Page, pending: Set<string>) {
  await expect.poll(() => pending.size, { timeout: 10_000 }).toBe(0);
}

function trackWrites(page: Page): Set<string> {
  const pending = new Set<string>();
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/sticky-notes') && r.method() !== 'GET')
      pending.add(`${r.method()} ${r.url()}`);
  });
  page.on('requestfinished', (r) => pending.delete(`${r.method()} ${r.url()}`));
  page.on('requestfailed', (r) => pending.delete(`${r.method()} ${r.url()}`));
  return pending;
}

describe('sticky notes', () => {
  it('a member builds a board, reorders by keyboard and by dragging, moves a note, and it survives a reload', async () => {
    const member = await createVerifiedAccount(baseUrl, dataDir, 'sticky');
    const page = await browser.newPage();
    const pending = trackWrites(page);
    await logIn(page, member);
    await visit(page, '/sticky-notes');
    await page.getByText('No lists yet.', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Add list' }).click();
    await page.getByText('Give the list a name.').waitFor();
    for (const name of ['Bench', 'Parts']) {
      await page.getByLabel('New list').fill(name);
      await page.getByRole('button', { name: 'Add list' }).click();
      await listOf(page, name).waitFor();
      await settledBoard(page, pending);
    }
    for (const text of ['Alpha', 'Beta', 'Gamma']) {
      await page.getByLabel('New note in Bench').fill(text);
      await page.getByLabel('New note in Bench').press('Enter');
      await settledBoard(page, pending);
    }
    expect(await notesIn(page, 'Bench')).toEqual(['Alpha', 'Beta', 'Gamma']);

    // Keyboard: arrow keys on the focused handle, announced to screen readers.
    const gamma = page.getByRole('button', { name: 'Move note: Gamma' });
    await gamma.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => notesIn(page, 'Bench')).toEqual(['Alpha', 'Gamma', 'Beta']);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move note: Gamma');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => notesIn(page, 'Bench')).toEqual(['Gamma', 'Alpha', 'Beta']);
    await page.getByText('Note “Gamma” is now 1 of 3 in Bench.').waitFor();

    // The visible button moves a note to the next list.
    await page.getByRole('button', { name: 'Move to next list: Alpha' }).click();
    await expect.poll(() => notesIn(page, 'Parts')).toEqual(['Alpha']);
    expect(await notesIn(page, 'Bench')).toEqual(['Gamma', 'Beta']);
    await settledBoard(page, pending);

    // Pointer drag: Beta's handle to the top of Parts.
    const handle = await page.getByRole('button', { name: 'Move note: Beta' }).boundingBox();
    const target = await listOf(page, 'Parts').locator('[data-note-id]').first().boundingBox();
    if (!handle || !target) throw new Error('board not laid out');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + 20, target.y + 4, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => notesIn(page, 'Parts')).toEqual(['Beta', 'Alpha']);
    await settledBoard(page, pending);

    // Colour and inline edit.
    await page.getByRole('button', { name: 'Edit note: Gamma' }).click();
    await page.getByLabel('Note text').fill('Gamma: order 10 µF caps');
    // The colour is saved (and shown) as soon as it is picked, after the optimistic update.
    const blue = listOf(page, 'Bench').locator('[data-note-id]').first().getByRole('radio', { name: 'Blue' });
    await blue.click();
    await expect.poll(() => blue.isChecked()).toBe(true);
    await page.getByLabel('Note text').press('Enter');
    await settledBoard(page, pending);

    await page.reload();
    await listOf(page, 'Bench').waitFor();
    await expect.poll(() => notesIn(page, 'Bench')).toEqual(['Gamma: order 10 µF caps']);
    expect(await notesIn(page, 'Parts')).toEqual(['Beta', 'Alpha']);
    expect(await listOf(page, 'Bench').locator('[data-note-id]').first().getAttribute('data-color')).toBe(
      'blue',
    );
  });

  it('drags a note by touch on a 360 px phone, where the lists stack', async () => {
    const member = await createVerifiedAccount(baseUrl, dataDir, 'stickyph');
    const api = await apiSession(baseUrl, member);
    const bench = await api.call<{ id: number }>('POST', '/sticky-notes/lists', { name: 'Bench' });
    const parts = await api.call<{ id: number }>('POST', '/sticky-notes/lists', { name: 'Parts' });
    await api.call('POST', `/sticky-notes/lists/${bench.id}/notes`, { text: 'Flux' });
    await api.call('POST', `/sticky-notes/lists/${parts.id}/notes`, { text: 'Wick' });
    const context = await browser.newContext({ ...PHONE, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const pending = trackWrites(page);
    await logIn(page, member);
    await visit(page, '/sticky-notes');
    await listOf(page, 'Parts').getByText('Wick').waitFor();
    const bench1 = await listOf(page, 'Bench').boundingBox();
    const parts1 = await listOf(page, 'Parts').boundingBox();
    expect(parts1 && bench1 && parts1.y > bench1.y + bench1.height - 1).toBe(true);
    expect((bench1?.x ?? 0) + (bench1?.width ?? 999)).toBeLessThanOrEqual(360);

    const handle = await page.getByRole('button', { name: 'Move note: Flux' }).boundingBox();
    const wick = await listOf(page, 'Parts').locator('[data-note-id]').first().boundingBox();
    if (!handle || !wick) throw new Error('board not laid out');
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    const from = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
    const to = { x: wick.x + 30, y: wick.y + wick.height - 4 };
    await touch('touchStart', from.x, from.y);
    for (let i = 1; i <= 10; i++) {
      await touch('touchMove', from.x + ((to.x - from.x) * i) / 10, from.y + ((to.y - from.y) * i) / 10);
    }
    await touch('touchEnd', to.x, to.y);
    await expect.poll(() => notesIn(page, 'Parts')).toEqual(['Wick', 'Flux']);
    await settledBoard(page, pending);
    await page.reload();
    await listOf(page, 'Parts').getByText('Flux').waitFor();
    expect(await notesIn(page, 'Parts')).toEqual(['Wick', 'Flux']);
    expect(await notesIn(page, 'Bench')).toEqual([]);
  });
});
