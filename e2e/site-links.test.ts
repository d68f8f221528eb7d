import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logIn, openMenu, openUserMenu, pathOf, settled, visit } from './support/app';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const browser = useBrowser(baseUrl);

const COMING_SOON = 'This page is coming soon.';

/** The app's own links inside `scope` (paths; external sites and mail addresses left out). */
async function internalLinks(scope: Locator): Promise<string[]> {
  const hrefs = await scope
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return hrefs.filter(
    (href): href is string => href !== null && href.startsWith('/') && !href.startsWith('//'),
  );
}

/** Every link the navigation bar offers an administrator: each group, Forum, the apps and the user menu. */
async function navbarLinks(page: Page): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const banner = page.getByRole('banner');
  const add = async (menu: Locator, from: string) => {
    for (const href of await internalLinks(menu)) found.set(href, from);
  };
  await add(banner.getByRole('navigation', { name: 'Main' }), 'navbar');
  const groups = await banner
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim() ?? ''));
  for (const group of [...groups, 'Apps']) {
    const menu = await openMenu(page, banner.getByRole('button', { name: group, exact: true }));
    await add(menu, `navbar ${group}`);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  }
  const userMenu = await openUserMenu(page);
  await add(userMenu, 'user menu');
  await page.keyboard.press('Escape');
  return found;
}

describe('every link on the home page, the navigation bar and the footer leads to a real page', () => {
  it('walks them all as an administrator: no coming-soon page, no not-found page (issue 13)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, { username: admin.email, password: admin.password }, null);
    await visit(page, '/');
    const links = await navbarLinks(page);
    for (const href of await internalLinks(page.getByRole('main')))
      if (!links.has(href)) links.set(href, 'home');
    for (const href of await internalLinks(page.getByRole('contentinfo'))) {
      if (!links.has(href)) links.set(href, 'footer');
    }
    // The promises issue 13 names: the Admin Panel link and the home page's forum.
    expect(links.get('/admin')).toBe('user menu');
    expect(links.has('/forum')).toBe(true);
    expect(links.size).toBeGreaterThan(40);

    const dead: string[] = [];
    for (const [href, from] of links) {
      await page.goto(href);
      await settled(page);
      const main = page.getByRole('main');
      const comingSoon = await main.getByText(COMING_SOON).count();
      const notFound = await main.getByRole('heading', { level: 1, name: 'Page not found' }).count();
      // A page that sends its visitor elsewhere (to /login, say) is a dead end for this link too.
      const moved = pathOf(page) !== new URL(href, baseUrl).pathname;
      if (comingSoon + notFound > 0 || moved) dead.push(`${href} (from ${from})`);
    }
    expect(dead).toEqual([]);
  }, 240_000);

  it('takes a guest from the home page forum promise to the forum', async () => {
    const page = await browser.newPage();
    await visit(page, '/');
    await page.getByRole('main').getByRole('link', { name: 'Ask in the forum' }).click();
    await expect.poll(() => pathOf(page)).toBe('/forum');
    await settled(page);
    expect(await page.getByRole('main').getByText(COMING_SOON).count()).toBe(0);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});
