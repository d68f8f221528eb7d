import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { visit } from './support/app';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser(baseUrl);
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots/palette';

/** Path and query string, which is where each hit puts what it found. */
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search ElectroBench' });
const box = (page: Page) => dialog(page).getByRole('combobox');

/** The JavaScript files the page has fetched so far. */
function scripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.push(r.url());
  });
  return urls;
}

describe('search palette', () => {
  it('Ctrl+K on any page opens it (its code fetched only then); BC547 and Enter land on the transistor', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const fetched = scripts(page);
    await visit(page, '/calculators/ohms-law');
    expect(fetched.some((u) => u.includes('search-palette'))).toBe(false);
    await page.keyboard.press('Control+k');
    await box(page).waitFor();
    expect(fetched.some((u) => u.includes('search-palette'))).toBe(true);
    await page.keyboard.type('BC547');
    const first = dialog(page).getByRole('option').first();
    await expect.poll(() => first.textContent()).toContain('BC547');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/bc547-1280.png` });
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/tools/transistor-xref?mpn=BC547&q=BC547');
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('555 puts the timer calculator first', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await visit(page, '/forum');
    await page.keyboard.press('Control+k');
    await box(page).fill('555');
    await expect.poll(() => dialog(page).getByRole('option').first().textContent()).toContain('555 Timer');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/calculators/555-timer');
  });

  it('arrow keys move across the groups and Enter opens the highlighted hit', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await visit(page, '/');
    await page.keyboard.press('Control+k');
    await box(page).fill('zener');
    const options = dialog(page).getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThan(2);
    const selected = () =>
      options.evaluateAll((els) => els.findIndex((e) => e.getAttribute('aria-selected') === 'true'));
    expect(await selected()).toBe(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await selected()).toBe(2);
    await page.keyboard.press('ArrowUp');
    expect(await selected()).toBe(1);
    const target = await options.nth(1).getAttribute('href');
    await page.screenshot({ path: `${SHOTS}/zener-1280.png` });
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(target);
  });

  it('the home page search field opens it; 1AM opens SMD Search on that code', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await visit(page, '/');
    await page.getByRole('searchbox', { name: /Search parts, codes/ }).click();
    await box(page).waitFor();
    await page.keyboard.type('1AM');
    await expect.poll(() => dialog(page).getByRole('option').first().textContent()).toContain('1AM');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/tools/smd-search?q=1AM');
  });

  it('says when nothing matches, and Escape closes it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await visit(page, '/');
    await page.keyboard.press('Control+k');
    await box(page).fill('qqxzqq');
    await dialog(page).getByText('Nothing found for “qqxzqq”').waitFor();
    await page.screenshot({ path: `${SHOTS}/empty-1280.png` });
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('fits a 360 px phone: zener finds the lesson and the markings, a tap opens one', async () => {
    const page = await browser.newPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await visit(page, '/');
    await page.getByRole('searchbox', { name: /Search parts, codes/ }).click();
    await box(page).fill('zener');
    const lesson = dialog(page).getByRole('option', { name: /Zener Diodes/ });
    await lesson.waitFor();
    await dialog(page)
      .getByRole('option', { name: /Zener diode markings/ })
      .waitFor();
    const size = await dialog(page).boundingBox();
    expect(size?.x).toBeGreaterThanOrEqual(0);
    expect((size?.x ?? 0) + (size?.width ?? 999)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}/zener-360.png` });
    await lesson.tap();
    await expect.poll(() => pathOf(page)).toBe('/education/zener-diodes');
  });

  it('a Search button in the bar opens it on a 360 px phone, away from the home page (issue 14)', async () => {
    const page = await browser.newPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await visit(page, '/calculators/ohms-law');
    const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    const place = await button.boundingBox();
    expect(place).not.toBeNull();
    expect((place?.x ?? 999) + (place?.width ?? 999)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await button.tap();
    await box(page).fill('2N3904');
    const first = dialog(page).getByRole('option').first();
    await expect.poll(() => first.textContent()).toContain('2N3904');
    await page.screenshot({ path: `${SHOTS}/navbar-button-360.png` });
    await first.tap();
    await expect.poll(() => pathOf(page)).toBe('/tools/transistor-xref?mpn=2N3904&q=2N3904');
  });
});
