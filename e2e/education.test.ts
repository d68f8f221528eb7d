import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { logIn, settled, visit } from './support/app';
import { describeFindings, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser(baseUrl);

/** Every article, with one slider or button of its interactive part and what it should change. */
const ARTICLES = [
  { path: '/education/basics', title: 'Electronics Basics', press: 'Current I', expect: 'I = V / R' },
  {
    path: '/education/basics/electron-theory',
    title: 'Electron Theory',
    slider: 'Current',
    expect: '1.25e+18',
  },
  {
    path: '/education/basics/ac-dc-current',
    title: 'AC and DC Current',
    slider: 'Peak voltage',
    expect: '7.1 V',
  },
  {
    path: '/education/basics/electromagnetic-induction',
    title: 'Electromagnetic Induction',
    slider: 'Secondary turns',
    expect: '5.8 V',
  },
  { path: '/education/basics/resistors', title: 'Resistors', press: 'Parallel', expect: '1/R = 1/R1 + 1/R2' },
  {
    path: '/education/basics/semiconductors',
    title: 'Semiconductors',
    press: 'Add boron (p-type)',
    expect: 'a hole',
  },
  { path: '/education/basics/diodes', title: 'Diodes', slider: 'Forward voltage', expect: '4.72 fA' },
  {
    path: '/education/basics/rectifiers',
    title: 'Rectifiers',
    press: 'Half-wave (1 diode)',
    expect: '50 Hz',
  },
  { path: '/education/basics/op-amps', title: 'Op-Amps', press: 'Inverting', expect: '-1.00' },
  {
    path: '/education/zener-diodes',
    title: 'Zener Diodes',
    slider: 'Input voltage',
    expect: 'Out of regulation',
  },
  { path: '/education/power-electronics', title: 'Power Electronics', slider: 'Duty cycle', expect: '1.2 V' },
] as const;

async function nudge(page: Page, label: string) {
  const slider = page.getByLabel(label, { exact: true });
  await slider.focus();
  // Home first: several readouts are easiest to predict from the slider's lowest value.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
}

describe('education articles', () => {
  it.each(ARTICLES)('$path opens, draws its diagrams and reacts to its control', async (article) => {
    const page = await browser.newPage();
    await visit(page, article.path);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    expect(await page.locator('main svg[role="img"]').count()).toBeGreaterThan(0);
    if ('slider' in article) await nudge(page, article.slider);
    else await page.getByRole('button', { name: article.press, exact: true }).click();
    await page.locator('.edu-demo').getByText(article.expect).first().waitFor();
    if (article.path !== '/education/basics') {
      expect(
        await page
          .locator(
            'main a[href^="/calculators/"], main a[href^="/tools/"], main a[href^="/industrial/"], main a[href^="/education/"]',
          )
          .count(),
      ).toBeGreaterThan(1);
    }
  });

  it('links power electronics to the inverter simulator page', async () => {
    const page = await browser.newPage();
    await visit(page, '/education/power-electronics');
    await page.getByRole('link', { name: 'inverter simulator' }).first().click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe('/education/power-electronics/inverter-simulator');
  });

  it.each(ARTICLES.map((a) => a.path))('%s has no serious or critical axe violations', async (path) => {
    const page = await browser.newPage();
    await visit(page, path);
    const findings = await seriousViolations(page);
    expect(findings, describeFindings(path, findings)).toEqual([]);
  });
});

/** Answers every question of a running quiz (always the first choice) and returns the score line. */
async function playToTheEnd(page: Page): Promise<string> {
  for (;;) {
    const progress = await page.getByText(/^Question \d+ of \d+$/).textContent();
    await page.locator('.quiz-choice').first().click();
    await page
      .getByRole('status')
      .getByText(/^(Correct!|Not quite\.)$/)
      .waitFor();
    const last = /Question (\d+) of \1$/.test(progress ?? '');
    await page.getByRole('button', { name: last ? 'See your score' : 'Next question' }).click();
    if (last) break;
  }
  return (await page.getByRole('heading', { level: 2, name: /^Your score:/ }).textContent()) ?? '';
}

describe('quiz', () => {
  it('a guest picks a topic and length, plays to the end and sees the score and a review', async () => {
    const page = await browser.newPage();
    await visit(page, '/education/quiz');
    await page.getByLabel('Topic').selectOption('diodes');
    await page.getByLabel('5', { exact: true }).check();
    const url = new URL(page.url());
    expect(url.searchParams.get('topic')).toBe('diodes');
    expect(url.searchParams.get('n')).toBe('5');
    await page.getByRole('button', { name: 'Start quiz' }).click();
    await page.getByText('Question 1 of 5').waitFor();
    const asking = await seriousViolations(page);
    expect(asking, describeFindings('a quiz question', asking)).toEqual([]);
    const score = await playToTheEnd(page);
    expect(score).toMatch(/^Your score: [0-5] \/ 5 \(\d+ %\)$/);
    expect(await page.locator('.quiz-review li').count()).toBe(5);
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    const findings = await seriousViolations(page);
    expect(findings, describeFindings('the quiz score', findings)).toEqual([]);
  });

  it('keeps a member’s best result per topic', async () => {
    const member = await createVerifiedAccount(baseUrl, dataDir, 'quiz');
    const page = await browser.newPage();
    await logIn(page, member);
    await visit(page, '/education/quiz?topic=rectifiers&n=5');
    await page.getByText('Your best results will show here after your first quiz.').waitFor();
    await page.getByRole('button', { name: 'Start quiz' }).click();
    const score = await playToTheEnd(page);
    const correct = Number(/Your score: (\d+)/.exec(score)?.[1]);
    await page.getByText(/Saved – a new best for this topic!/).waitFor();
    const row = page
      .getByRole('table', { name: 'Your best results' })
      .getByRole('row', { name: /Rectifiers/ });
    await row.getByText(`${correct} / 5`).waitFor();
    await page.reload();
    await settled(page);
    await page
      .getByRole('table', { name: 'Your best results' })
      .getByRole('row', { name: /Rectifiers/ })
      .waitFor();
  });
});
