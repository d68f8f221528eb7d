// Shared by the web benchmarks: a private copy of the web build, a bare Chromium for Lighthouse, and
// one Lighthouse mobile run reduced to the figures the benchmarks print.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import type { Browser, Page } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium-flags';

export const CHROME_PATH = CHROMIUM_PATH;
const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/**
 * A private copy of the web build, so a rebuild elsewhere in the tree during the run (which renames
 * every hashed chunk) cannot change what is measured. Retries while a build is half-written.
 */
export async function snapshotWebDist(): Promise<string> {
  const target = mkdtempSync(path.join(tmpdir(), 'eb-lighthouse-web-'));
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      cpSync(WEB_DIST, target, { recursive: true });
      const html = readFileSync(path.join(target, 'index.html'), 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1] ?? '');
      if (assets.length > 0 && assets.every((a) => existsSync(path.join(target, a)))) return target;
    } catch {
      // Copied while a build was replacing the folder; try again.
    }
    rmSync(target, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${WEB_DIST} is not a complete build: run \`npm run build\` first.`);
}

export async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'eb-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROME_PATH,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let log = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (m?.[1]) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}\n${log}`)));
  });
  child.stderr?.resume();
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

export interface Measurement {
  performance: number;
  accessibility: number;
  lcpMs: number;
  /** Total blocking time: main-thread work beyond 50 ms per task, simulated mobile CPU. */
  tbtMs: number;
  scriptKb: number;
  /** Accessibility audits that failed, and the biggest performance opportunities, for the log. */
  notes: string[];
}

/** Lighthouse asks for another run when its trace lost the navigation start (NO_NAVSTART); so do we. */
export async function measureLighthouse(url: string, port: number, attempts = 3): Promise<Measurement> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureLighthouseOnce(url, port);
    } catch (error) {
      if (attempt >= attempts || !/NO_NAVSTART|NO_FCP|NO_LCP/.test(String(error))) throw error;
    }
  }
}

async function measureLighthouseOnce(url: string, port: number): Promise<Measurement> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const summary = audits['resource-summary']?.details;
  const scripts =
    summary?.type === 'table' ? summary.items.find((i) => i.resourceType === 'script') : undefined;
  const a11yIds = new Set(categories.accessibility?.auditRefs.map((r) => r.id));
  const failing = Object.values(audits).filter((a) => a11yIds.has(a.id) && a.score === 0);
  const opportunities = Object.values(audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.numericValue ?? 0) > 0)
    .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
    .slice(0, 3);
  return {
    performance: Math.round((categories.performance?.score ?? NaN) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? NaN) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    scriptKb: Number(scripts?.transferSize ?? NaN) / 1024,
    notes: [
      ...failing.map((a) => `failing accessibility audit: ${a.id} (${a.title})`),
      ...opportunities.map((a) => `opportunity: ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`),
    ],
  };
}

const BUSY_TEXTS = ['Loading Page...', 'Checking authentication...', 'Verifying access...'];

export interface ColdLoad {
  headingMs: number;
  longestTaskMs: number;
}

/** A fresh profile (empty cache), the route opened, and the time until its heading is usable. */
export async function coldLoad(browser: Browser, url: string): Promise<ColdLoad> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: number[] = [];
      Reflect.set(window, '__benchTasks', tasks);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'commit' });
    const headingMs = await usableHeading(page);
    await page.waitForTimeout(2000);
    const tasks = await page.evaluate(() => (Reflect.get(window, '__benchTasks') as number[]) ?? []);
    return { headingMs, longestTaskMs: Math.max(0, ...tasks) };
  } finally {
    await context.close();
  }
}

/** Milliseconds since navigation start when a heading shows in <main> and no busy overlay does. */
export async function usableHeading(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    (busy) => {
      const scope = document.querySelector('main') ?? document.body;
      if (!scope.querySelector('h1, [role="alert"]')) return false;
      return busy.some((label) => scope.textContent?.includes(label)) ? false : performance.now();
    },
    BUSY_TEXTS,
    { polling: 'raf', timeout: 30_000 },
  );
  return Number(await handle.jsonValue());
}
