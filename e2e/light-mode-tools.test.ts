import { STORAGE_KEYS } from '@electrobench/contracts/theme';
import { describe, expect, inject, it } from 'vitest';
import { visit } from './support/app';
import { describeFindings, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser(baseUrl);

// The calculator, drive and education pages are checked in dark mode beside their behaviour tests;
// these run the same check with the light palette, where contrast problems would show first.
const PAGES = [
  '/calculators/resistor-color-code?dir=encode',
  '/calculators/555-timer',
  '/calculators/parallel-resistor',
  '/industrial/motor-poles',
  '/industrial/drive-faults?q=earth',
  '/industrial/drive-faults/ac-vfd/abb/acs880?code=2330',
  '/education/basics',
  '/education/basics/semiconductors',
  '/education/zener-diodes',
  '/education/quiz',
];

describe('light mode', () => {
  it.each(PAGES)('%s has no serious or critical axe violations', async (path) => {
    const context = await browser.newContext();
    await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: STORAGE_KEYS.themeMode,
      value: 'light',
    });
    const page = await context.newPage();
    await visit(page, path);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    const findings = await seriousViolations(page);
    expect(findings, describeFindings(`${path} (light)`, findings)).toEqual([]);
  });
});
