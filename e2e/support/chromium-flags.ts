// Debian's Chromium with no GPU, sandbox or background services, so runs are quiet and repeatable.
// The browser tests (support/browser.ts) and the benches (bench/web-harness.ts) launch it alike.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
