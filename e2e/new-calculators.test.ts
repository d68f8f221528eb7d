import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openMenu, pathOf, settled, visit } from './support/app';
import { describeFindings, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser(baseUrl);

/** The value shown for one result row, found by its label (rows are <dt>/<dd> pairs). */
async function result(page: Page, label: string): Promise<string> {
  const row = page.getByRole('region', { name: 'Result' }).locator('.calc-row', { hasText: label }).first();
  return (await row.locator('dd').textContent())?.trim() ?? '';
}

async function type(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill('');
  await field.pressSequentially(text);
}

/** Opens the page's own address in a new visitor's browser: the link alone must give the result. */
async function expectSharedLinkGives(page: Page, label: string, value: string): Promise<void> {
  const other = await browser.newPage();
  await other.goto(page.url());
  await settled(other);
  await expect.poll(() => result(other, label)).toBe(value);
}

const formula = (page: Page) =>
  page.getByRole('region', { name: 'Result' }).locator('.calc-formula code').first();

describe('the calculators added for issue 13', () => {
  it('reactance: 100n at 1k is 1.592 kΩ, 10m at 1k is 62.83 Ω, and the link reproduces it', async () => {
    const page = await browser.newPage();
    await visit(page, '/calculators/reactance');
    await type(page, 'Frequency (Hz)', '1k');
    await type(page, 'Capacitance (F)', '100n');
    await expect.poll(() => result(page, 'XC')).toBe('1.592 kΩ');
    expect(await formula(page).textContent()).toBe('XC = 1 / (2π × f × C)');
    await page.getByRole('radio', { name: 'Inductor (XL)', exact: true }).check();
    await type(page, 'Inductance (H)', '10m');
    await expect.poll(() => result(page, 'XL')).toBe('62.83 Ω');
    const url = new URL(page.url());
    expect([url.searchParams.get('mode'), url.searchParams.get('l')]).toEqual(['xl', '10m']);
    await expectSharedLinkGives(page, 'XL', '62.83 Ω');
  });

  it('reactance: an unreadable value is explained under its field', async () => {
    const page = await browser.newPage();
    await visit(page, '/calculators/reactance');
    await type(page, 'Capacitance (F)', '4x7');
    expect(await page.getByLabel('Capacitance (F)', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await page.getByText('Correct the marked value to see the result.').waitFor();
  });

  it('RC cut-off of 1 kΩ and 159.15 nF is 1 kHz; RL and LC from the same page', async () => {
    const page = await browser.newPage();
    await visit(page, '/calculators/filter-cutoff');
    await type(page, 'Resistance (Ω)', '1k');
    await type(page, 'Capacitance (F)', '159.15n');
    await expect.poll(() => result(page, 'Cut-off frequency')).toBe('1 kHz');
    expect(await result(page, 'Time constant')).toBe('159.2 µs');
    await page.getByRole('radio', { name: 'RL filter', exact: true }).check();
    await type(page, 'Resistance (Ω)', '100');
    await type(page, 'Inductance (H)', '10m');
    await expect.poll(() => result(page, 'Cut-off frequency')).toBe('1.592 kHz');
    expect(await formula(page).textContent()).toBe('fc = R / (2π × L)');
    await page.getByRole('radio', { name: 'LC resonance', exact: true }).check();
    await type(page, 'Inductance (H)', '10u');
    await type(page, 'Capacitance (F)', '100n');
    await expect.poll(() => result(page, 'Resonant frequency')).toBe('159.2 kHz');
    expect(await result(page, 'Reactance at resonance')).toBe('10 Ω');
    await expectSharedLinkGives(page, 'Resonant frequency', '159.2 kHz');
  });

  it('LM317 for 5 V with R1 = 240 Ω: R2 713.2 Ω (720 Ω without IADJ) and a pair per series', async () => {
    const page = await browser.newPage();
    await visit(page, '/calculators/voltage-regulator');
    await type(page, 'Wanted output (V)', '5');
    await type(page, 'R1 (OUT to ADJ/GND pin) (Ω)', '240');
    await expect.poll(() => result(page, 'R2 with IADJ')).toBe('713.2 Ω');
    expect(await result(page, 'R2 without IADJ')).toBe('720 Ω');
    const e96 = page.getByTestId('pair-E96');
    expect((await e96.locator('td').allTextContents()).map((x) => x.trim())).toEqual([
      '237 Ω',
      '698 Ω',
      '4.966 V',
      '-0.67 %',
    ]);
    expect(await page.getByTestId('pair-E24').locator('td').nth(1).textContent()).toBe('680 Ω');
    await expectSharedLinkGives(page, 'R2 with IADJ', '713.2 Ω');
  });

  it('7805 raised by 500 Ω and 200 Ω gives 8 V with 5 mA Iq, 7 V without', async () => {
    const page = await browser.newPage();
    await visit(page, '/calculators/voltage-regulator');
    await page.getByRole('radio', { name: '78xx', exact: true }).check();
    await page.getByRole('radio', { name: '7805', exact: true }).check();
    await page.getByRole('radio', { name: 'Voltage from resistors', exact: true }).check();
    await type(page, 'R1 (OUT to ADJ/GND pin) (Ω)', '500');
    await type(page, 'R2 (pin to ground) (Ω)', '200');
    await expect.poll(() => result(page, 'Output with Iq')).toBe('8 V');
    expect(await result(page, 'Output without Iq')).toBe('7 V');
    expect(await formula(page).textContent()).toBe('Vout = 5 V × (1 + R2 / R1) + Iq × R2');
    await page.getByText(/quiescent current of a few mA typical and 8 mA maximum/).waitFor();
    await expectSharedLinkGives(page, 'Output with Iq', '8 V');
  });

  it('inductor colour code: brown-black-brown-silver is 100 µH ±10 %; red-gold-red is 2.2 µH', async () => {
    const page = await browser.newPage();
    await visit(page, '/calculators/inductor-color-code');
    await page.getByLabel('Band 1 (first digit)').selectOption('brown');
    await page.getByLabel('Band 2 (second digit)').selectOption('black');
    await page.getByLabel(/^Band 3/).selectOption('brown');
    await page.getByLabel('Band 4 (tolerance)').selectOption('silver');
    await expect.poll(() => result(page, 'Inductance')).toBe('100 µH');
    expect(await result(page, 'Tolerance')).toBe('±10 %');
    await page.getByLabel('Band 1 (first digit)').selectOption('red');
    await page.getByLabel('Band 2 (second digit)').selectOption('gold');
    await page.getByLabel(/^Band 3/).selectOption('red');
    await expect.poll(() => result(page, 'Inductance')).toBe('2.2 µH');
    expect(await formula(page).textContent()).toBe('L = d1.d3 µH (gold = decimal point)');
    expect(new URL(page.url()).searchParams.get('b')).toBe('red-gold-red-silver');
    await expectSharedLinkGives(page, 'Inductance', '2.2 µH');
  });

  it('motor torque also in lb·ft: 10 kW at 1000 rpm is 95.5 N·m = 70.44 lb·ft', async () => {
    const page = await browser.newPage();
    await visit(page, '/industrial/motor-torque');
    await type(page, 'Power (kW)', '10');
    await type(page, 'Speed (rpm)', '1000');
    await expect.poll(() => result(page, 'Torque in lb·ft')).toBe('70.44 lb·ft');
    expect(await result(page, 'Torque')).toBe('95.5 N·m');
    await page.getByText('T[lb·ft] = 0.737562 × T[N·m]').waitFor();
    await expectSharedLinkGives(page, 'Torque in lb·ft', '70.44 lb·ft');
  });

  it('each new calculator is in the Calculators menu and opens from it', async () => {
    const page = await browser.newPage();
    await visit(page, '/');
    const banner = page.getByRole('banner');
    const menu = await openMenu(page, banner.getByRole('button', { name: 'Calculators', exact: true }));
    for (const name of ['Reactance', 'RC/RL Cut-off, LC Resonance', 'LM317/78xx Regulator']) {
      await menu.getByRole('menuitem', { name, exact: true }).waitFor();
    }
    await menu.getByRole('menuitem', { name: 'Inductor Code', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/calculators/inductor-color-code');
    await page.getByRole('heading', { level: 1, name: 'Inductor Colour Code' }).waitFor();
  });

  it.each([
    '/calculators/reactance',
    '/calculators/filter-cutoff?mode=lc',
    '/calculators/voltage-regulator',
    '/calculators/voltage-regulator?reg=78xx&mode=vout',
    '/calculators/inductor-color-code',
  ])('%s fits a 360 px phone and has no serious axe violations', async (path) => {
    const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
    await visit(page, path);
    await page.getByRole('region', { name: 'Result' }).locator('.calc-row').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const findings = await seriousViolations(page);
    expect(findings, describeFindings(path, findings)).toEqual([]);
  });
});
