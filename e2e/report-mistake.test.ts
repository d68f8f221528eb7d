import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { pathOf, visit } from './support/app';
import { useBrowser } from './support/browser';
import { apiSession } from './support/forum-api';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const browser = useBrowser(baseUrl);

interface Ticket {
  id: number;
  title: string;
  description: string;
}

/**
 * Follows the item's "Report a mistake" link as a guest, checks the form starts with the item as its
 * title, sends it, and returns the ticket the administrators receive.
 */
async function report(page: Page, linkName: string, title: string, words: string): Promise<Ticket> {
  await page.getByRole('link', { name: linkName }).first().click();
  await expect.poll(() => pathOf(page)).toBe('/feedback');
  await page.getByText('Reporting a mistake').waitFor();
  expect(await page.getByLabel('Title').inputValue()).toBe(title);
  await page.getByLabel('Description').fill(words);
  await page.getByLabel('Your e-mail (for our reply)').fill('reporter@example.com');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await page.getByText('Thank you, your ticket was sent').waitFor();
  const text = await page.getByText(/is ticket #\d+/).textContent();
  const id = Number(/#(\d+)/.exec(text ?? '')?.[1]);
  const api = await apiSession(baseUrl, { username: admin.email, password: admin.password });
  return api.call<Ticket>('GET', `/admin/tickets/${id}`);
}

describe('report a mistake (issue 14)', () => {
  it('from a transistor part: the ticket is titled after the part and links its page', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/transistor-xref?mpn=2N3904&q=2N3904');
    const ticket = await report(
      page,
      'Report a mistake about 2N3904 (transistor)',
      'Mistake: 2N3904 (transistor)',
      'The hFE range looks wrong for the onsemi part.',
    );
    expect(ticket.title).toBe('Mistake: 2N3904 (transistor)');
    expect(ticket.description).toBe(
      `The hFE range looks wrong for the onsemi part.\n\nPage: ${baseUrl}/tools/transistor-xref?mpn=2N3904&q=2N3904`,
    );
  });

  it('from an SMD search result', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/smd-search?q=1D&package=SOT-323');
    const ticket = await report(
      page,
      'Report a mistake about SMD code 1D (BC846W)',
      'Mistake: SMD code 1D (BC846W)',
      'Nexperia marks this one 1Dt in newer lots.',
    );
    expect(ticket.description).toContain(`Page: ${baseUrl}/tools/smd-search?q=1D`);
  });

  it('from a drive fault, pointing at that fault on its model page', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await visit(page, '/industrial/drive-faults/ac-vfd/siemens/sinamics-v20');
    const f2 = page.getByRole('article', { name: /^F2 Overvoltage/ });
    const link = f2.getByRole('link', { name: /^Report a mistake about fault F2 / });
    expect(await link.textContent()).toContain('Report a mistake');
    const name = (await link.getAttribute('href')) ?? '';
    expect(new URLSearchParams(name.split('?')[1]).get('ref')).toBe(
      '/industrial/drive-faults/ac-vfd/siemens/sinamics-v20?code=F2',
    );
    await link.click();
    await expect.poll(() => pathOf(page)).toBe('/feedback');
    expect(await page.getByLabel('Title').inputValue()).toBe(
      'Mistake: fault F2 (Overvoltage) on Siemens SINAMICS V20',
    );
    await page.getByRole('link', { name: 'the page you came from' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('code')).toBe('F2');
    await page.getByRole('article', { name: /^F2 Overvoltage/ }).waitFor();
  });

  it('is offered on the IGBT, optocoupler, diode, fuse and IC logo pages too', async () => {
    const page = await browser.newPage();
    const pages: [string, RegExp][] = [
      ['/tools/igbt-xref?q=IKW40N120H3', /^Report a mistake about IKW40N120H3 \(IGBT\)$/],
      ['/tools/opto-search?q=PC817', /^Report a mistake about PC817 \(optocoupler\)$/],
      ['/tools/diode-markings?q=W2', /^Report a mistake about diode code W2 /],
      ['/tools/smd-fuse-markings?q=D', /^Report a mistake about fuse code D/],
      ['/tools/ic-logos?q=Texas', /^Report a mistake about IC logo Texas Instruments$/],
    ];
    for (const [path, name] of pages) {
      await visit(page, path);
      await page.getByRole('link', { name }).first().waitFor();
    }
  });
});
