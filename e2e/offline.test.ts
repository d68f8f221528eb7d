import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { settled, visit } from './support/app';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser(baseUrl);

/** Waits until this page's service worker has installed (precached the app) and activated. */
async function serviceWorkerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
    );
  });
}

async function runSimulation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run simulation' }).click();
  const status = page.getByRole('status').filter({ hasText: /Done in|could not start|Stopped/ });
  await status.waitFor({ timeout: 45_000 });
  expect(await status.textContent()).toMatch(/^Done in \d+ ms\.$/);
}

describe('offline use after one visit', () => {
  it('opens the calculators, a code decoder, an education page and the circuit simulator with the network cut', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await visit(page, '/');
    await serviceWorkerActive(page);
    // The circuit simulator's engine is kept for offline use once it has run.
    await visit(page, '/testing/circuit-simulator');
    await runSimulation(page);

    await context.setOffline(true);
    const banner = page.getByRole('status', { name: 'Offline' });

    await visit(page, '/calculators/ohms-law');
    await page.getByLabel('Voltage (V)', { exact: true }).fill('12');
    await page.getByLabel('Resistance (Ω)', { exact: true }).fill('4k7');
    await page.getByRole('region', { name: 'Result' }).getByText('2.553 mA').waitFor();
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/Calculators, code decoders .* still work/);
    expect(await banner.textContent()).toMatch(/the forum.* need the network/);

    await visit(page, '/tools/capacitor-codes');
    await page.getByLabel('Capacitor marking').fill('104K 1H');
    await page.getByText(/100 nF ±10 % 50 V/).waitFor();

    await visit(page, '/education/basics/diodes');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Diodes/);

    await visit(page, '/testing/circuit-simulator');
    await runSimulation(page);
    await banner.waitFor();

    // API answers are never kept by the service worker: offline they fail instead of going stale.
    const apiOffline = await page.evaluate(() =>
      fetch('/api/v1/users/me').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(apiOffline).toBe('failed');
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(50);
    expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);

    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
  });

  it('announces a new version instead of swapping it in, and reloads into it when asked', async () => {
    const swFile = path.join(dataDir, 'web-dist', 'sw.js');
    const original = readFileSync(swFile);
    const page = await (await browser.newContext({ serviceWorkers: 'allow' })).newPage();
    try {
      await visit(page, '/calculators/power');
      await serviceWorkerActive(page);
      await page.reload();
      await settled(page);
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

      // A new build's worker: any change to sw.js is a new version to the browser.
      appendFileSync(swFile, '\n// next build\n');
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const notice = page.getByRole('status', { name: 'Update' });
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(/A new version of ElectroBench is available/);
      // It waits: the page is still run by the worker it started with.
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))),
      ).toBe(true);

      await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
      await settled(page);
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))),
      ).toBe(false);
      expect(await page.getByRole('status', { name: 'Update' }).count()).toBe(0);
    } finally {
      writeFileSync(swFile, original);
    }
  });
});
