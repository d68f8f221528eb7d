import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { logIn, socketReady } from './support/app';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser(baseUrl);

describe('page policy and the notification socket', () => {
  it("lets the page's own socket connect and blocks a socket to any other host", async () => {
    const member = await createVerifiedAccount(baseUrl, dataDir, 'csp');
    const page = await browser.newPage();
    const live = socketReady(page);
    await logIn(page, member);
    await live;
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), {
            once: true,
          });
          try {
            new WebSocket('ws://example.com/socket');
          } catch {
            resolve('connect-src (thrown)');
          }
        }),
    );
    expect(blocked).toMatch(/^connect-src/);
  });
});
