import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags';

export { CHROMIUM_PATH };

// Playwright gives every launch a new temporary profile (user-data-dir) and removes it on close.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/**
 * One browser for the test file; every `newContext()` is a fresh visitor (own cookies and local
 * storage) and is closed after the test that opened it.
 */
export function useBrowser(baseURL: string) {
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    if (!browser) throw new Error('the browser is not running');
    // Service workers are blocked unless a test asks for them (the offline tests): each new context
    // would otherwise install the app's worker and precache its ~240 files, work that slowed every
    // other test on a two-core machine.
    const context = await browser.newContext({
      baseURL,
      colorScheme: 'dark',
      serviceWorkers: 'block',
      ...options,
    });
    context.setDefaultTimeout(15_000);
    open.push(context);
    return context;
  }
  async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
    return (await newContext(options)).newPage();
  }
  return { newContext, newPage };
}
