import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pathOf, settled, visit } from './support/app';
import { describeFindings, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser(baseUrl);

async function result(page: Page, label: string): Promise<string> {
  const row = page.getByRole('region', { name: 'Result' }).locator('.calc-row', { hasText: label }).first();
  return (await row.locator('dd').textContent())?.trim() ?? '';
}

describe('motor calculators', () => {
  it('motor torque: 7.5 kW at 1450 rpm is 49.4 N·m, and back from torque', async () => {
    const page = await browser.newPage();
    await visit(page, '/industrial/motor-torque');
    await page.getByLabel('Power (kW)').fill('7.5');
    await page.getByLabel('Speed (rpm)').fill('1450');
    await expect.poll(() => result(page, 'Torque')).toBe('49.4 N·m');
    await page.getByLabel('hp', { exact: true }).check();
    await page.getByLabel('Power (hp)').fill('10');
    // 10 hp = 7.457 kW; 9550 × 7.457 / 1450 = 49.11 N·m.
    await expect.poll(() => result(page, 'Torque')).toBe('49.11 N·m');
    expect(new URL(page.url()).searchParams.get('pu')).toBe('hp');
    await page.getByLabel('Power from torque').check();
    await page.getByLabel('Torque (N·m)').fill('100');
    await expect.poll(() => result(page, 'Power')).toBe('15.18 kW');
  });

  it('motor torque reads engineering notation like the other calculators: 1k45 rpm (issue 13)', async () => {
    const page = await browser.newPage();
    await visit(page, '/industrial/motor-torque');
    await page.getByLabel('Power (kW)').fill('7.5');
    await page.getByLabel('Speed (rpm)').fill('1k45');
    await expect.poll(() => result(page, 'Torque')).toBe('49.4 N·m');
  });

  it('motor poles: a 1450 rpm motor on 50 Hz has 4 poles and 3.33 % slip, kept in the URL', async () => {
    const page = await browser.newPage();
    await visit(page, '/industrial/motor-poles');
    await page.getByLabel('Rated speed (rpm)').fill('1450');
    await expect.poll(() => result(page, 'Poles')).toBe('4');
    expect(await result(page, 'Slip')).toBe('3.33 %');
    await page.getByLabel('60 Hz').check();
    await page.getByLabel('Rated speed (rpm)').fill('1750');
    await expect.poll(() => result(page, 'Synchronous speed')).toBe('1800 rpm');
    await page.reload();
    await settled(page);
    await expect.poll(() => result(page, 'Slip')).toBe('2.78 %');
  });
});

describe('drive faults', () => {
  it('goes from drive type to manufacturer to model to the fault list', async () => {
    const page = await browser.newPage();
    await visit(page, '/industrial/drive-faults');
    await page.getByRole('link', { name: 'AC variable-frequency drives' }).click();
    await page.getByRole('heading', { level: 1, name: 'AC variable-frequency drives' }).waitFor();
    expect(pathOf(page)).toBe('/industrial/drive-faults/ac-vfd');
    await page.getByRole('link', { name: 'Siemens', exact: true }).click();
    await page.getByRole('link', { name: 'SINAMICS V20' }).click();
    await page.getByRole('heading', { level: 1, name: 'Siemens SINAMICS V20 fault codes' }).waitFor();
    expect(pathOf(page)).toBe('/industrial/drive-faults/ac-vfd/siemens/sinamics-v20');
    const f2 = page.getByRole('article', { name: /^F2 Overvoltage/ });
    await f2.getByRole('heading', { name: 'Likely causes' }).waitFor();
    await page.getByText(/Checked against: Siemens SINAMICS V20 Inverter Operating Instructions/).waitFor();

    await page.getByLabel('Filter this list').fill('overvoltage');
    await expect.poll(() => page.getByRole('article').count()).toBeLessThan(10);
    expect(new URL(page.url()).searchParams.get('f')).toBe('overvoltage');

    await f2.getByRole('button', { name: 'Similar faults on other drives' }).click();
    const similar = f2.getByRole('link', { name: /Danfoss|ABB|Yaskawa|Allen-Bradley/ }).first();
    await similar.waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Siemens' }).click();
    await page.getByRole('heading', { level: 1, name: /^Siemens/ }).waitFor();
  });

  it('finds a fault code across all models and opens it highlighted', async () => {
    const page = await browser.newPage();
    await visit(page, '/industrial/drive-faults');
    await page.getByLabel('Fault code or words').fill('F0001');
    const hit = page.getByRole('link', { name: /F0001/ }).first();
    await hit.waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('F0001');
    await hit.click();
    await settled(page);
    expect(new URL(page.url()).searchParams.get('code')).toBe('F0001');
    await page.locator('.drive-fault-highlight', { hasText: 'F0001' }).waitFor();
  });

  it('says plainly when a type or model does not exist', async () => {
    const page = await browser.newPage();
    await visit(page, '/industrial/drive-faults/stepper');
    await page.getByRole('alert').getByText("Unknown drive type 'stepper'.").waitFor();
    await visit(page, '/industrial/drive-faults/ac-vfd/abb/acs999');
    await page
      .getByRole('alert')
      .getByText(/Unknown ABB model 'acs999'/)
      .waitFor();
  });

  it.each([
    '/industrial/motor-torque',
    '/industrial/motor-poles',
    '/industrial/drive-faults?q=overcurrent',
    '/industrial/drive-faults/servo',
    '/industrial/drive-faults/servo/yaskawa',
    '/industrial/drive-faults/servo/yaskawa/sigma-7',
  ])('%s has no serious or critical axe violations', async (path) => {
    const page = await browser.newPage();
    await visit(page, path);
    const findings = await seriousViolations(page);
    expect(findings, describeFindings(path, findings)).toEqual([]);
  });
});
