import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { logIn, visit } from './support/app';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser(baseUrl);

/** Fills the "Add to list" dialog and waits for it to close. */
async function saveToList(page: Page, fields: { newList?: string; quantity?: string; note?: string }) {
  const dialog = page.getByRole('dialog');
  if (fields.newList) await dialog.getByLabel('Name of the new list').fill(fields.newList);
  if (fields.quantity) await dialog.getByLabel('Quantity').fill(fields.quantity);
  if (fields.note) await dialog.getByLabel('Note (optional)').fill(fields.note);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('parts lists (issue 13)', () => {
  it('collects a transistor and an optocoupler, edits quantity and note in place, and exports the CSV', async () => {
    const member = await createVerifiedAccount(baseUrl, dataDir, 'bom');
    const page = await browser.newPage();
    await logIn(page, member);

    await visit(page, '/tools/transistor-xref?mpn=2N3904&q=2N3904');
    const part = page.getByRole('region', { name: '2N3904' });
    await part.getByRole('button', { name: 'Add to list' }).click();
    await saveToList(page, { newList: 'Inverter board', quantity: '4', note: 'Q1-Q4' });

    await visit(page, '/tools/opto-search?q=PC817');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^PC817 / }) });
    await row.getByRole('button', { name: 'Add to list' }).click();
    await page
      .getByRole('dialog')
      .getByRole('radio', { name: /Inverter board/ })
      .waitFor();
    await saveToList(page, {});

    await visit(page, '/my-lists');
    await page.getByRole('link', { name: 'Inverter board' }).click();
    await page.getByRole('heading', { level: 1, name: 'Inverter board' }).waitFor();
    expect(await page.getByLabel('Quantity of 2N3904').inputValue()).toBe('4');
    expect(await page.getByLabel('Note for 2N3904').inputValue()).toBe('Q1-Q4');
    expect(await page.getByLabel('Quantity of PC817').inputValue()).toBe('1');

    await page.getByLabel('Quantity of PC817').fill('3');
    await page.getByLabel('Quantity of PC817').press('Enter');
    await page.getByRole('status').getByText('Saved the quantity of PC817.').waitFor();
    await page.getByLabel('Note for PC817').fill('U7, feedback loop');
    await page.getByLabel('Note for PC817').press('Tab');
    await page.getByRole('status').getByText('Saved the note of PC817.').waitFor();

    // A value the server refuses stays in the field with the reason, and nothing is saved.
    await page.getByLabel('Quantity of 2N3904').fill('0');
    await page.getByLabel('Quantity of 2N3904').press('Enter');
    await page.getByRole('alert').getByText('Quantity is a whole number from 1 to 9999.').waitFor();

    await page.reload();
    await page.getByLabel('Quantity of PC817').waitFor();
    expect(await page.getByLabel('Quantity of PC817').inputValue()).toBe('3');
    expect(await page.getByLabel('Note for PC817').inputValue()).toBe('U7, feedback loop');
    expect(await page.getByLabel('Quantity of 2N3904').inputValue()).toBe('4');
    await page.getByText('2 lines, 7 parts').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('inverter-board.csv');
    const path = await download.path();
    const rows = parse(await readFile(path, 'utf8'), { bom: true }) as string[][];
    expect(rows.map((r) => [r[0], r[1], r[6], r[7]])).toEqual([
      ['Kind', 'Part number', 'Quantity', 'Note'],
      ['Transistor', '2N3904', '4', 'Q1-Q4'],
      ['Optocoupler', 'PC817', '3', 'U7, feedback loop'],
    ]);
  });
});
