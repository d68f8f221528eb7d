import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { logIn, settled, visit } from './support/app';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const admin = inject('admin');
const browser = useBrowser(baseUrl);

const param = (url: string, key: string) => new URL(url).searchParams.get(key);

/** Sends a new SMD code for review through the "Propose one" dialog of SMD Search. */
async function proposeCode(page: Page, code: string, part: string, fn: string): Promise<void> {
  await page.getByRole('button', { name: 'Propose one' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Marking code').fill(code);
  await dialog.getByLabel('Part number').fill(part);
  await dialog.getByLabel('Manufacturer').fill('Example Semi');
  await dialog.getByLabel('Package').fill('SOT-23');
  await dialog.getByLabel('Function').fill(fn);
  await dialog.getByLabel('Pin count').fill('3');
  await dialog.getByLabel('Source: datasheet and table').fill(`Example Semi ${part} datasheet`);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('SMD search', () => {
  it('finds the parts printed 1D, filters by package in the URL, and survives a reload', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/smd-search');
    await page.getByLabel('Marking code or part number').fill('1D');
    await page.getByRole('heading', { level: 3, name: '1D' }).first().waitFor();
    await page.getByText('BC846W', { exact: true }).waitFor();
    await page
      .getByRole('group', { name: 'Filter by package' })
      .getByRole('button', { name: /^SOT-323/ })
      .click();
    await expect.poll(() => param(page.url(), 'package')).toBe('SOT-323');
    await expect.poll(() => page.getByText('BC846W', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText('MMBTA42', { exact: true }).count()).toBe(0);
    await page.reload();
    await settled(page);
    await page.getByText('BC846W', { exact: true }).waitFor();
    expect(await page.getByLabel('Marking code or part number').inputValue()).toBe('1D');
  });

  it('reads "1Ft" as printed: shows the 1F parts and says the t was left out (issue 13)', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/smd-search?q=1Ft');
    await page.getByText("Showing 1F; the trailing 't' is usually a date or lot mark.").waitFor();
    await page.getByRole('heading', { level: 3, name: '1F' }).first().waitFor();
    await page.getByText('BC847B', { exact: true }).first().waitFor();
    expect(await page.getByText(/No part carries/).count()).toBe(0);
  });

  it('lets a member save a part to a new list and open it', async () => {
    const member = await createVerifiedAccount(baseUrl, dataDir, 'lister');
    const page = await browser.newPage();
    await logIn(page, member);
    await visit(page, '/tools/smd-search?q=1D&package=SOT-323');
    await page.getByRole('button', { name: 'Add to list' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name of the new list').fill('Amp repair');
    await dialog.getByLabel('Note (optional)').fill('Q4');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await visit(page, '/my-lists');
    await page.getByRole('link', { name: 'Amp repair' }).click();
    await page.getByRole('heading', { level: 1, name: 'Amp repair' }).waitFor();
    expect(await page.getByLabel('Note for BC846W').inputValue()).toBe('Q4');
    await page.getByRole('button', { name: 'Remove BC846W' }).click();
    await page.getByText('This list is empty.').waitFor();
  });

  it('takes a member proposal through admin approval into the search', async () => {
    const member = await createVerifiedAccount(baseUrl, dataDir, 'proposer');
    const code = `Q${Date.now().toString(36).slice(-4).toUpperCase()}`;
    const page = await browser.newPage();
    await logIn(page, member);
    await visit(page, '/tools/smd-search');
    await proposeCode(page, code, 'E2ETEST1', 'NPN general purpose');

    const adminPage = await browser.newPage();
    await logIn(adminPage, { username: admin.email, password: admin.password }, null);
    await visit(adminPage, '/admin/submissions');
    const card = adminPage.getByRole('listitem').filter({ hasText: 'E2ETEST1' });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => card.count()).toBe(0);

    // The member's open page hears of it at once (realtime socket), and the notification leads
    // to the code in the search.
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    const center = page.getByRole('dialog', { name: 'Notification Center' });
    await center
      .getByRole('button', { name: new RegExp(`^Unread: Your SMD code "${code}" was approved`) })
      .click();
    await expect.poll(() => page.url()).toContain(`/tools/smd-search?q=${code}`);
    await page.getByText('E2ETEST1', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Propose one' }).click();
    await page.getByRole('dialog').getByText('approved').first().waitFor();
  });
});

describe('SMD search paging, list upkeep and a rejected proposal', () => {
  it('pages through a long result 24 at a time with the page in the URL', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/smd-search?q=BZX84');
    const pager = page.getByRole('navigation', { name: /pages$/ }).first();
    await pager.getByText(/^Page 1 of \d+$/).waitFor();
    const firstPage = await page.locator('h3.cid-code').allTextContents();
    expect(firstPage).toHaveLength(24);
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(/^Page 2 of \d+$/).waitFor();
    await expect.poll(() => param(page.url(), 'page')).toBe('2');
    // The first page stays on screen until the second arrives.
    await expect.poll(() => page.locator('h3.cid-code').allTextContents()).not.toEqual(firstPage);
    expect(await page.locator('h3.cid-code').count()).toBeGreaterThan(0);
    await page.reload();
    await settled(page);
    await pager.getByText(/^Page 2 of \d+$/).waitFor();
  });

  it('renames a list and deletes it after asking', async () => {
    const member = await createVerifiedAccount(baseUrl, dataDir, 'renamer');
    const page = await browser.newPage();
    await logIn(page, member);
    await visit(page, '/my-lists');
    await page.getByLabel('New list name').fill('PSU board');
    await page.getByRole('button', { name: 'Create list' }).click();
    await page.getByRole('link', { name: 'PSU board' }).click();
    await page.getByLabel('List name').fill('PSU board, Rev B');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'PSU board, Rev B' }).waitFor();
    await page.getByRole('button', { name: 'Delete this list' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this list?' });
    await confirm.getByRole('button', { name: 'Keep it' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete this list' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my-lists');
    await page.getByText('You have no lists yet.').waitFor();
  });

  it('shows the member why an admin rejected a proposal', async () => {
    const member = await createVerifiedAccount(baseUrl, dataDir, 'rejected');
    const page = await browser.newPage();
    await logIn(page, member);
    await visit(page, '/tools/smd-search');
    await proposeCode(page, 'ZZ9', 'E2EREJECT1', 'PNP general purpose');

    const adminPage = await browser.newPage();
    await logIn(adminPage, { username: admin.email, password: admin.password }, null);
    await visit(adminPage, '/admin/submissions');
    const card = adminPage.getByRole('listitem').filter({ hasText: 'E2EREJECT1' });
    await card.getByRole('button', { name: 'Reject…' }).click();
    const reject = adminPage.getByRole('dialog', { name: /^Reject ZZ9/ });
    await reject.getByLabel('Reason (the member sees it)').fill('No datasheet lists ZZ9 for this part.');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect.poll(() => card.count()).toBe(0);

    await page.reload();
    await settled(page);
    await page.getByRole('button', { name: 'Propose one' }).click();
    const mine = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'E2EREJECT1' });
    await mine.getByText('rejected').waitFor();
    await mine.getByText(/No datasheet lists ZZ9 for this part\./).waitFor();
  });
});

describe('markings and decoders', () => {
  it('decodes diode, fuse, capacitor and resistor codes and names IC makers', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/diode-markings?q=WX');
    await page
      .getByRole('cell', { name: /BZT52C2V4/ })
      .first()
      .waitFor();
    await visit(page, '/tools/smd-fuse-markings?q=B');
    await page
      .getByRole('cell', { name: /0466\.125/ })
      .first()
      .waitFor();
    // Each row names the datasheet it comes from, visible (not only on hover).
    await page
      .getByRole('row', { name: /0466\.125/ })
      .getByText(/Littelfuse 466 Series/)
      .waitFor({ state: 'visible' });
    await visit(page, '/tools/capacitor-codes');
    await page.getByLabel('Capacitor marking').fill('104K 1H');
    await page.getByText(/100 nF ±10 % 50 V/).waitFor();
    await visit(page, '/tools/smd-resistor-codes?code=472');
    await page.getByText(/472 = 4\.7 kΩ/).waitFor();
    await visit(page, '/tools/ic-logos');
    // About 150 makers: a page shows 24 of them, the next page the following ones.
    const makerCards = page.locator('.cid-cards > li');
    await expect.poll(() => makerCards.count()).toBe(24);
    const firstMaker = await makerCards.first().locator('h2').textContent();
    await page
      .getByRole('navigation', { name: 'Manufacturers pages' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => makerCards.first().locator('h2').textContent()).not.toBe(firstMaker);
    await page.getByLabel('Logo words or part number').fill('LM358N');
    await page.getByRole('heading', { level: 2, name: 'Texas Instruments' }).waitFor();
    await page.getByLabel('Logo words or part number').fill('');
    await page.getByLabel('Country').selectOption('Japan');
    await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBe('Japan');
    const cards = page.getByRole('region', { name: 'Manufacturers' }).getByRole('listitem');
    await expect
      .poll(async () => [...new Set(await cards.locator('.cid-card-head .muted').allTextContents())])
      .toEqual(['Japan']);
    expect(await cards.count()).toBeGreaterThan(5);
  });

  it('forgives O for 0 on marking codes and explains input that cannot match', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/smd-fuse-markings');
    const field = page.getByLabel('Code, part number or series');
    await field.fill(' 0 ');
    await page.getByRole('cell', { name: /^0603FA2\.5-R/ }).waitFor();
    await field.fill('Q');
    await page.getByText(/^No fuse here is marked "Q"\. The same letter means different currents/).waitFor();
    await visit(page, '/tools/diode-markings');
    await page.getByLabel('Code or part number').fill('W€');
    await page.getByText('"€" is not part of a diode marking', { exact: false }).waitFor();
    expect(await page.getByLabel('Code or part number').getAttribute('aria-invalid')).toBe('true');
    // Once the debounced input is the bad one, no request is made and no result list is shown.
    await expect.poll(() => page.getByRole('region', { name: 'Diode codes' }).count()).toBe(0);
  });

  it('asks for two characters before searching optocouplers, then finds PC817', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/opto-search');
    await page.getByLabel('Part number').fill('P');
    await page.getByText('Type at least 2 characters of the part number.').waitFor();
    await page.getByLabel('Part number').fill('PC817');
    await page
      .getByRole('rowheader', { name: /^PC817 / })
      .first()
      .waitFor();
  });

  it('proposes EL817, LTV-817 and FOD817 for PC817 with a verdict per parameter (issue 13)', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/opto-search?q=PC817');
    const section = page.getByRole('region', { name: 'Substitutes for PC817' });
    for (const mpn of ['EL817', 'LTV-817', 'FOD817']) {
      await section.getByRole('heading', { level: 3, name: mpn, exact: true }).waitFor();
    }
    const fod = section.getByRole('list', { name: 'Parameters of FOD817', exact: true });
    await fod.getByText('CTR min 50 %').waitFor();
    expect(await fod.getByText('meets or exceeds').count()).toBe(3);
  });

  it('finds an IGBT and then parts rated at least as high', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/igbt-xref?q=IKW40N120H3');
    await page.getByRole('heading', { level: 2, name: 'IKW40N120H3' }).waitFor();
    await page.getByRole('button', { name: 'Find parts rated at least as high' }).first().click();
    await expect.poll(() => param(page.url(), 'voltage')).toBe('1200');
    expect(param(page.url(), 'q')).toBeNull();
  });

  it('shows the current at the case temperature the maker rates and the VCE(sat) limits', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/igbt-xref?q=IXBH42N170A');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'IXBH42N170A' }) });
    await card.getByText(/42 A at 25 °C · 21 A at 90 °C/).waitFor();
    await card.getByText(/VCE\(sat\) 5\.2 V typ, 6 V max at 21 A/).waitFor();
    await card.getByRole('button', { name: 'Show safe operating area' }).click();
    await card.getByRole('img', { name: 'Safe operating area of IXBH42N170A' }).waitFor();
    expect(await card.getByTestId('soa-turn-off').count()).toBe(1);
    await card.getByText(/Turn-off at 125 °C: 84 A up to 1\.36 kV \(RBSOA, datasheet;/).waitFor();
  });
});

describe('transistor cross-reference', () => {
  it('goes from a part number with a suffix to ranked substitutes and a side-by-side comparison', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/transistor-xref');
    await page.getByLabel('Part number').fill('2N3904BU');
    await page.getByRole('button', { name: '2N3904', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: '2N3904' }).waitFor();
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'MMBT3904' }) });
    await first.getByText('maker-stated').waitFor();
    await first
      .getByText(/different pin order/i)
      .first()
      .waitFor();
    await first.getByRole('button', { name: 'Compare side by side' }).click();
    await page.getByRole('heading', { level: 2, name: '2N3904 vs MMBT3904' }).waitFor();
    expect(param(page.url(), 'compare')).toBe('MMBT3904');
  });

  it('plots the safe operating area of a power transistor', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/transistor-xref?mpn=2N3055&q=2N3055');
    await page.getByText('Safe operating area', { exact: true }).click();
    await page.getByRole('img', { name: 'Safe operating area of 2N3055' }).waitFor();
  });

  it('marks the second-breakdown points the datasheet states on the SOA', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/transistor-xref?mpn=MJ15024&q=MJ15024');
    await page.getByText('Safe operating area', { exact: true }).click();
    await page.getByRole('img', { name: 'Safe operating area of MJ15024' }).waitFor();
    expect(await page.getByTestId('soa-stated-point').count()).toBe(2);
    await page.getByText('Second breakdown stated by the datasheet (IS/b)').waitFor();
    await page.getByText('Show the points').click();
    await page.getByRole('row', { name: /IS\/b, 500 ms \(datasheet\) 80 V 2 A/ }).waitFor();
  });

  it('shows a dual as two transistors with numbered pins and proposes only duals for it', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/transistor-xref?mpn=FDS6930B&q=FDS6930B');
    await page.getByRole('heading', { level: 2, name: 'FDS6930B' }).waitFor();
    await page.getByText('Two in one package (1 and 2 in the pinout)', { exact: false }).waitFor();
    await page.getByText('S1-G1-S2-G2-D2-D2-D1-D1', { exact: true }).waitFor();
    await page.getByText(/^No other dual of the same type and polarity/).waitFor();
    await visit(page, '/tools/transistor-param-search');
    await page.getByLabel('Transistors in the package').selectOption('2');
    await expect.poll(() => new URL(page.url()).searchParams.get('dies')).toBe('2');
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(5);
    const types = await page
      .getByRole('table')
      .getByRole('cell', { name: /, dual$/ })
      .count();
    expect(types).toBe((await rows.count()) - 1);
  });

  it('searches by parameters with the bounds in the URL', async () => {
    const page = await browser.newPage();
    await visit(page, '/tools/transistor-param-search?type=mosfet&vgs_th_max=2.5');
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
  });

  it('explains a lost connection and a broken answer, and retries', async () => {
    const page = await browser.newPage();
    let fail: 'abort' | 'html' | null = 'abort';
    await page.route('**/api/v1/transistor-xref/part/**', (route) => {
      if (fail === 'abort') return route.abort('internetdisconnected');
      if (fail === 'html')
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<html>proxy</html>' });
      return route.continue();
    });
    await visit(page, '/tools/transistor-xref?mpn=BC547&q=BC547');
    await page.getByText('No connection to the transistor database').waitFor({ timeout: 30_000 });
    fail = 'html';
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await page.getByText('The answer could not be read').waitFor({ timeout: 30_000 });
    fail = null;
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await page.getByRole('heading', { level: 2, name: 'BC547' }).waitFor();
    // Nexperia numbers TO-92 leads from the other end: the page says how onsemi would count them.
    await page
      .getByRole('note')
      .getByText(/counted their way, this part is C-B-E/)
      .waitFor();
  });
});

/** A 1×1 PNG: the smallest picture the logo upload accepts. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('catalogue import and logo pictures', () => {
  const header = 'name,logo_description,country,part_prefixes,website_domain,notes,source,image';
  const maker = `E2E Anvil Works,"black anvil over the letters EA",Germany,EAW,,,E2E Anvil Works data book,`;

  it('refuses a file with a bad row and says why, then imports the fixed file', async () => {
    const page = await browser.newPage();
    await logIn(page, { username: admin.email, password: admin.password }, null);
    await visit(page, '/admin/manage-smd');
    await page.getByLabel('Catalogue', { exact: true }).selectOption('transistors');
    await page.getByText('May be left out (an empty cell means the default): dies').waitFor();
    await page.getByLabel('Catalogue', { exact: true }).selectOption('ic-logos');
    await page
      .getByText('Rows match stored ones by name (any case); an uploaded logo image is kept.')
      .waitFor();
    const file = page.getByLabel(/^File \(\.csv or \.json/);
    const bad = `${header}\n${maker}\nNo Country Semi,"a dot",,NCS,,,NCS data book,\n`;
    await file.setInputFiles({ name: 'logos.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await page.getByRole('button', { name: 'Import' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await refused.getByRole('row', { name: /^3 country/ }).waitFor();

    await file.setInputFiles({
      name: 'logos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\n${maker}\n`),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText('1 rows read: 1 new, 0 changed, 0 already up to date.').waitFor();
  });

  it('lets an admin attach a logo picture, which visitors then see', async () => {
    const page = await browser.newPage();
    await logIn(page, { username: admin.email, password: admin.password }, null);
    await visit(page, '/tools/ic-logos?q=anvil');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'E2E Anvil Works' }) });
    await card
      .getByLabel(/^Upload a licensed logo picture/)
      .setInputFiles({ name: 'anvil.png', mimeType: 'image/png', buffer: TINY_PNG });
    await card.getByText('Saved.').waitFor();

    const visitor = await browser.newPage();
    await visit(visitor, '/tools/ic-logos?q=anvil');
    await visitor.getByRole('img', { name: 'E2E Anvil Works logo' }).waitFor();
    expect(await visitor.getByLabel(/logo picture/).count()).toBe(0);
  });
});

describe('admin components', () => {
  it('creates, finds and deletes a component', async () => {
    const page = await browser.newPage();
    await logIn(page, { username: admin.email, password: admin.password }, null);
    await visit(page, '/admin/manage-smd');
    await page.getByRole('button', { name: 'New component' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Marking code').fill('ZZ9');
    await dialog.getByLabel('Part number').fill('E2EADMIN1');
    await dialog.getByLabel('Manufacturer').fill('Example Semi');
    await dialog.getByLabel('Package').fill('SOT-23');
    await dialog.getByLabel('Function').fill('PNP switch');
    await dialog.getByLabel('Pin count').fill('3');
    await dialog.getByLabel('Source: datasheet and table').fill('Example Semi E2EADMIN1 datasheet');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Search codes and parts').fill('E2EADMIN');
    await page.getByRole('button', { name: 'Delete ZZ9 E2EADMIN1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No components found.').waitFor();
  });
});
