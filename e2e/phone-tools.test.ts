import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { visit } from './support/app';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser(inject('baseUrl'));

const NARROW = { ...PHONE, viewport: { width: 360, height: 740 } };
const WIDE = { viewport: { width: 1280, height: 800 } };

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

const overflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

describe('result tables', () => {
  it('become cards below 600 px: the code as title, key values first, every value labelled', async () => {
    const page = await browser.newPage(NARROW);
    await visit(page, '/tools/smd-fuse-markings?q=D');
    const table = page.getByRole('table');
    const card = table.getByRole('row').nth(1);
    await card.waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Still a table for screen readers: column headers and a row header per card.
    expect(await table.getByRole('columnheader', { name: 'Rating' }).count()).toBe(1);
    expect(await card.getByRole('rowheader').textContent()).toMatch(/^D/);
    // No header row on screen; instead each value carries its column's name.
    expect(
      await table.locator('thead').evaluate((el) => el.getBoundingClientRect().height),
    ).toBeLessThanOrEqual(1);
    const rating = card.getByRole('cell').filter({ hasText: /^Rating/ });
    const type = card.getByRole('cell').filter({ hasText: /^Type/ });
    expect(await rating.textContent()).toMatch(/^Rating\s*[\d.]+ m?A$/);
    // The card is a column that fits the screen; key values (rating) come before the rest (type).
    const cardBox = await box(card);
    expect(cardBox.x).toBeGreaterThanOrEqual(0);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(360);
    expect((await box(rating)).y).toBeLessThan((await box(type)).y);
    expect((await box(rating)).x).toBeCloseTo((await box(type)).x, 0);
  });

  it('stay tables on a wide screen, one line of cells per row under a visible header', async () => {
    const page = await browser.newPage(WIDE);
    await visit(page, '/tools/diode-markings?q=W2');
    const table = page.getByRole('table');
    const row = table.getByRole('row').nth(1);
    await row.waitFor();
    const header = table.getByRole('columnheader', { name: 'Kind' });
    expect(await header.isVisible()).toBe(true);
    const [part, kind] = [row.getByRole('cell').nth(0), row.getByRole('cell').nth(1)];
    expect((await box(part)).y).toBeCloseTo((await box(kind)).y, 0);
    expect((await box(kind)).x).toBeGreaterThan((await box(part)).x);
    expect(await row.getByText('Kind', { exact: true }).isVisible()).toBe(false);
  });
});

type TouchType = 'touchStart' | 'touchMove' | 'touchEnd';

/** The schematic's viewBox as numbers [x, y, width, height]. */
async function viewBox(page: Page): Promise<number[]> {
  const text = await page.locator('svg.sch-canvas').getAttribute('viewBox');
  return (text ?? '').split(' ').map(Number);
}

describe('circuit simulator on a phone', () => {
  it('folds the part palette so the sheet is on the first screen; picking a part folds it again', async () => {
    const page = await browser.newPage(NARROW);
    await visit(page, '/testing/circuit-simulator');
    const toggle = page.getByRole('button', { name: /^▸ Parts|^Parts/ });
    const palette = page.getByRole('navigation', { name: 'Parts' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await palette.isVisible()).toBe(false);
    expect((await box(page.locator('svg.sch-canvas'))).y).toBeLessThan(740 - 150);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await toggle.tap();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await palette.getByRole('button', { name: 'Resistor', exact: true }).tap();
    expect(await palette.isVisible()).toBe(false);
    expect(await toggle.textContent()).toContain('placing Resistor');
  });

  it('keeps a transient result and its cursor table within the screen', async () => {
    const page = await browser.newPage(NARROW);
    await visit(page, '/testing/circuit-simulator');
    await page.getByLabel('Examples').selectOption('rc');
    await page.getByRole('button', { name: 'Run simulation' }).tap();
    await page
      .getByRole('status')
      .filter({ hasText: /^Done in \d+ ms\.$/ })
      .waitFor({ timeout: 60_000 });
    await page.getByRole('table', { name: 'Cursor readouts' }).waitFor();
    // The readout table is wider than a phone: it scrolls in its own frame, the page does not
    // (a phone widens its layout viewport to fit wide content, so the width itself must hold).
    expect(await page.evaluate(() => window.innerWidth)).toBe(360);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  it('keeps the palette open on a wide screen', async () => {
    const page = await browser.newPage(WIDE);
    await visit(page, '/testing/circuit-simulator');
    expect(await page.getByRole('navigation', { name: 'Parts' }).isVisible()).toBe(true);
  });

  it('zooms with the buttons, pinches with two fingers and pans with one', async () => {
    const page = await browser.newPage(NARROW);
    await visit(page, '/testing/circuit-simulator');
    const zoom = page.getByRole('group', { name: 'Zoom' });
    const level = async () => Number.parseInt((await zoom.locator('.cs-zoom-level').textContent()) ?? '', 10);
    const whole = await viewBox(page);
    // A phone opens on the drawing itself, enlarged to fill the box, not on the whole sheet.
    const first = await level();
    expect(first).toBeGreaterThan(150);

    await zoom.getByRole('button', { name: 'Zoom in' }).tap();
    await expect.poll(level).toBeGreaterThan(first);
    expect((await level()) / first).toBeCloseTo(1.5, 1);
    const closer = await viewBox(page);
    expect(closer[2]).toBeCloseTo((whole[2] ?? 0) / 1.5, 3);
    await zoom.getByRole('button', { name: 'Fit' }).tap();
    expect(await viewBox(page)).toEqual(whole);

    const sheet = await box(page.locator('svg.sch-canvas'));
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: TouchType, points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : points.map((p, id) => ({ ...p, id })),
      });

    // One finger dragged leftwards across empty canvas (the top right corner) shows more on the right.
    const right = sheet.x + sheet.width - 20;
    await touch('touchStart', [{ x: right, y: sheet.y + 12 }]);
    for (const step of [1, 2, 3, 4]) await touch('touchMove', [{ x: right - step * 30, y: sheet.y + 12 }]);
    await touch('touchEnd', []);
    await expect.poll(async () => (await viewBox(page))[0]).toBeGreaterThan(whole[0] ?? 0);
    expect((await viewBox(page))[2]).toBeCloseTo(whole[2] ?? 0, 3);
    await zoom.getByRole('button', { name: 'Fit' }).tap();

    // Two fingers moving apart enlarge the drawing around them.
    const cx = sheet.x + sheet.width / 2;
    const cy = sheet.y + sheet.height / 3;
    const pair = (spread: number) => [
      { x: cx - spread, y: cy },
      { x: cx + spread, y: cy },
    ];
    await touch('touchStart', pair(30));
    for (const spread of [40, 50, 60]) await touch('touchMove', pair(spread));
    await touch('touchEnd', []);
    await expect.poll(async () => (await viewBox(page))[2]).toBeLessThan((whole[2] ?? 0) / 1.8);
    await expect.poll(level).toBeGreaterThan(first * 1.8);
  });

  it('zooms about the pointer with the mouse wheel', async () => {
    const page = await browser.newPage(WIDE);
    await visit(page, '/testing/circuit-simulator');
    const whole = await viewBox(page);
    await page.locator('svg.sch-canvas').scrollIntoViewIfNeeded();
    const sheet = await box(page.locator('svg.sch-canvas'));
    await page.mouse.move(sheet.x + sheet.width * 0.25, sheet.y + sheet.height * 0.5);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await viewBox(page))[2]).toBeLessThan(whole[2] ?? 0);
    const zoomed = await viewBox(page);
    // The point under the pointer stayed put: the view grew from the left, not the middle.
    expect((zoomed[0] ?? 0) - (whole[0] ?? 0)).toBeLessThan(((whole[2] ?? 0) - (zoomed[2] ?? 0)) / 2);
    await page.getByRole('group', { name: 'Zoom' }).getByRole('button', { name: 'Fit' }).click();
    expect(await viewBox(page)).toEqual(whole);
  });
});

describe('VI curve tracer', () => {
  it('holds the knobs in a panel at the bottom of a phone screen while the curve is in view', async () => {
    const page = await browser.newPage(NARROW);
    await visit(page, '/testing/vi-curve-tracer');
    const display = page.getByRole('region', { name: 'Signature display' });
    const controls = page.getByRole('region', { name: 'Test signal' });
    await display.scrollIntoViewIfNeeded();
    for (const scroll of [0, 120, 240]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      const knobs = await box(controls);
      const plot = await box(display.locator('.sim-chart').first());
      expect(Math.round(knobs.y + knobs.height), `scrolled ${scroll}`).toBeLessThanOrEqual(740);
      expect(knobs.y, `scrolled ${scroll}`).toBeLessThan(740 - 200);
      // Some of the curve is on screen above the panel.
      expect(plot.y + plot.height).toBeGreaterThan(0);
      expect(plot.y).toBeLessThan(knobs.y);
    }
    // A knob deep in the panel is reached by scrolling the panel, and the curve stays put.
    const before = await box(display.locator('.sim-chart').first());
    const frequency = controls.getByRole('slider', { name: /Frequency/ });
    await frequency.scrollIntoViewIfNeeded();
    await frequency.focus();
    await page.keyboard.press('ArrowRight');
    const after = await box(display.locator('.sim-chart').first());
    expect(after.y).toBeCloseTo(before.y, 0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  it('puts the knobs beside the curve on a wide screen, and the curve stays while they scroll', async () => {
    const page = await browser.newPage(WIDE);
    await visit(page, '/testing/vi-curve-tracer');
    const display = page.getByRole('region', { name: 'Signature display' });
    const controls = page.getByRole('region', { name: 'Test signal' });
    const knobs = await box(controls);
    expect((await box(display)).x).toBeGreaterThanOrEqual(knobs.x + knobs.width);
    // Scrolled down to the last knob: the curve came along.
    const scrolled = await controls.evaluate((el) => {
      window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(100);
    const plot = await box(display.locator('.sim-chart').first());
    expect(plot.y).toBeGreaterThanOrEqual(0);
    expect(plot.y + plot.height).toBeLessThanOrEqual(800);
  });
});

/** The voltage labels under the SOA chart, which change as it zooms. */
function voltageTicks(page: Page): Promise<string[]> {
  return page.locator('.soa-chart text.soa-tick-v').allTextContents();
}

async function openSoa(page: Page, mpn: string): Promise<Locator> {
  await visit(page, `/tools/transistor-xref?mpn=${mpn}&q=${mpn}`);
  await page.getByText('Safe operating area', { exact: true }).click();
  const chart = page.getByRole('img', { name: `Safe operating area of ${mpn}` });
  await chart.waitFor();
  return chart;
}

describe('safe operating area chart', () => {
  it('spans a 360 px phone with labels of at least 11 px, and zooms with buttons and keys', async () => {
    const page = await browser.newPage(NARROW);
    const chart = await openSoa(page, 'MJ15024');
    await chart.scrollIntoViewIfNeeded();
    expect((await box(chart)).width).toBeGreaterThanOrEqual(355);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const smallest = await page
      .locator('.soa-chart text')
      .evaluateAll((texts) => Math.min(...texts.map((t) => t.getBoundingClientRect().height)));
    expect(smallest).toBeGreaterThanOrEqual(11);

    const whole = await voltageTicks(page);
    await page.getByRole('button', { name: 'Zoom in' }).tap();
    await expect.poll(() => voltageTicks(page)).not.toEqual(whole);
    await page.getByRole('button', { name: 'Reset zoom' }).tap();
    await expect.poll(() => voltageTicks(page)).toEqual(whole);

    await chart.focus();
    await page.keyboard.press('+');
    await expect.poll(() => voltageTicks(page)).not.toEqual(whole);
    const zoomed = await voltageTicks(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => voltageTicks(page)).not.toEqual(zoomed);
    await page.keyboard.press('0');
    await expect.poll(() => voltageTicks(page)).toEqual(whole);
  });

  it('zooms into a box dragged with the mouse', async () => {
    const page = await browser.newPage(WIDE);
    const chart = await openSoa(page, '2N3055');
    await chart.scrollIntoViewIfNeeded();
    const whole = await voltageTicks(page);
    const b = await box(chart);
    await page.mouse.move(b.x + b.width * 0.45, b.y + b.height * 0.2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width * 0.6, b.y + b.height * 0.5, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => voltageTicks(page)).not.toEqual(whole);
    expect(await page.getByRole('button', { name: 'Reset zoom' }).isEnabled()).toBe(true);
  });
});
