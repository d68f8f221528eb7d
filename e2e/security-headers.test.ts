import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { logIn } from './support/app';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser(baseUrl);

/** Resolves when the page's notification socket is accepted (the server's auth_ok). */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"auth_ok"')) resolve();
      }),
    );
  });
}

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
