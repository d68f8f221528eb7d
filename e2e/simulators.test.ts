import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { logIn, visit } from './support/app';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser(baseUrl);

/** Reads the number of a formatted value ("3.837 V", "652 mV", "-5 V") in base units. */
function quantity(text: string): number {
  const match = /(-?[\d.]+(?:e[+-]?\d+)?)\s*([fpnµumkMG]?)[A-Za-zΩ]*/.exec(text.replace('−', '-'));
  if (!match) return Number.NaN;
  const scale: Record<string, number> = {
    f: 1e-15,
    p: 1e-12,
    n: 1e-9,
    µ: 1e-6,
    u: 1e-6,
    m: 1e-3,
    '': 1,
    k: 1e3,
    M: 1e6,
    G: 1e9,
  };
  return Number(match[1]) * (scale[match[2] ?? ''] ?? 1);
}

/** Client coordinates of a grid point of the schematic, scrolled into view (the drawing rescales as it grows). */
async function gridPoint(page: Page, x: number, y: number): Promise<[number, number]> {
  return page.evaluate(
    ([gx, gy]) => {
      const svg = document.querySelector<SVGSVGElement>('svg.sch-canvas');
      if (!svg) throw new Error('no schematic');
      const at = () => new DOMPoint(gx * 16, gy * 16).matrixTransform(svg.getScreenCTM() ?? undefined);
      let p = at();
      if (p.y < 0 || p.y > window.innerHeight || p.x < 0 || p.x > window.innerWidth) {
        window.scrollBy(0, p.y - window.innerHeight / 2);
        p = at();
      }
      return [p.x, p.y] as [number, number];
    },
    [x, y] as const,
  );
}

async function clickGrid(page: Page, x: number, y: number, double = false): Promise<void> {
  const [cx, cy] = await gridPoint(page, x, y);
  if (double) await page.mouse.dblclick(cx, cy);
  else await page.mouse.click(cx, cy);
}

async function place(page: Page, part: string, x: number, y: number): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Parts' })
    .getByRole('button', { name: part, exact: true })
    .click();
  await clickGrid(page, x, y);
}

async function wire(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  await page.getByRole('button', { name: /^Draw wires/ }).click();
  await clickGrid(page, ...from);
  await clickGrid(page, ...to, true);
  await page.keyboard.press('Escape');
}

/** Runs the analysis and waits for the simulator to report back. */
async function runSimulation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run simulation' }).click();
  const status = page.getByRole('status').filter({ hasText: /Done in|could not start|Stopped/ });
  await status.waitFor({ timeout: 45_000 });
  expect(await status.textContent()).toMatch(/^Done in \d+ ms\.$/);
}

/** The text of a results-table cell: the row named `row`, the column after the name. */
async function opValue(page: Page, row: string): Promise<string> {
  const cells = page
    .getByRole('table', { name: 'Operating point' })
    .getByRole('row', { name: new RegExp(`^${row.replace(/[()]/g, '\\$&')} `) });
  return (await cells.locator('td').first().textContent()) ?? '';
}

describe('simulator bundle', () => {
  it('is fetched only on the circuit simulator page, never by other pages', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    const heavy = (list: string[]) =>
      list.filter((src) => /\/(sim-worker|circuit-simulator-page)-/.test(src));
    for (const path of [
      '/',
      '/tools/transistor-xref',
      '/calculators/555-timer',
      '/testing/vi-curve-tracer',
    ]) {
      await visit(page, path);
    }
    expect(heavy(scripts)).toEqual([]);
    await visit(page, '/testing/circuit-simulator');
    await runSimulation(page);
    expect(heavy(scripts).length).toBeGreaterThan(0);
  });
});

describe('circuit simulator', () => {
  it('opens with a divider whose operating point shows 12 · 4.7/14.7 V at "out" on the drawing', async () => {
    const page = await browser.newPage();
    await visit(page, '/testing/circuit-simulator');
    expect(await page.title()).toMatch(/^Circuit Simulator/);
    await runSimulation(page);
    const onDrawing = page.locator('svg.sch-canvas text.sch-voltage[data-node="out"]');
    expect(await onDrawing.textContent()).toBe('3.837 V');
    expect(await opValue(page, 'V(out)')).toBe('3.837 V');
  });

  it('draws a divider by hand: placed parts, rotated, wired, and simulated', async () => {
    const page = await browser.newPage();
    await visit(page, '/testing/circuit-simulator');
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await place(page, 'DC voltage source', 2, 2); // pins (2,0) and (2,4); 5 V
    await place(page, 'Resistor', 6, 0); // pins (4,0) and (8,0); 1 kΩ
    await place(page, 'Resistor', 10, 2);
    await page.keyboard.press('r'); // upright: pins (10,0) and (10,4)
    await place(page, 'Ground', 2, 4);
    await wire(page, [2, 0], [4, 0]);
    await wire(page, [8, 0], [10, 0]);
    await wire(page, [10, 4], [2, 4]);
    await runSimulation(page);
    expect(await opValue(page, 'V(n1)')).toBe('5 V');
    expect(await opValue(page, 'V(n2)')).toBe('2.5 V');

    // One undo takes the last wire away and leaves R2 hanging: the next run warns and points at it.
    await page.keyboard.press('Control+z');
    await page.getByRole('button', { name: 'Run simulation' }).click();
    await page.getByText('R2 pin 2 is not connected to anything.').waitFor();
    await page.getByRole('button', { name: 'Show R2' }).first().waitFor();
  });

  it('draws an RC low-pass by hand, runs a transient and reads the capacitor at one time constant', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await visit(page, '/testing/circuit-simulator');
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const inspector = (label: string) => page.getByLabel(label, { exact: true });
    await place(page, 'Pulse voltage source', 2, 2); // pins (2,0) and (2,4); 0 to 5 V
    await inspector('Pulse width (s)').fill('5m');
    await inspector('Period (s)').fill('10m');
    await place(page, 'Resistor', 6, 0); // pins (4,0) and (8,0); 1 kΩ
    await place(page, 'Capacitor', 10, 2);
    await page.keyboard.press('r'); // upright: pins (10,0) and (10,4)
    await inspector('Capacitance (F)').fill('1u'); // τ = RC = 1 ms
    await place(page, 'Ground', 2, 4);
    await wire(page, [2, 0], [4, 0]);
    await wire(page, [8, 0], [10, 0]);
    await wire(page, [10, 4], [2, 4]);
    await page.getByLabel('Transient').check();
    await inspector('Stop time (s)').fill('10m');
    await inspector('Time step (s)').fill('10u');
    await page.getByRole('button', { name: /^Probe voltage/ }).click();
    await clickGrid(page, 9, 0); // the wire between R1 and C1
    await runSimulation(page);
    const plot = page.getByRole('img', { name: /^Plot of V\(\w+\) against time$/ });
    await plot.waitFor();
    const node = /^Plot of (V\(\w+\))/.exec((await plot.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    const area = plot.locator('.u-over');
    const box = await area.boundingBox();
    if (!box) throw new Error('no plot area');
    await area.click({ position: { x: box.width / 10, y: box.height / 2 } }); // 1 ms of 10 ms
    const row = page
      .getByRole('table', { name: 'Cursor readouts' })
      .getByRole('row', { name: new RegExp(`^${node.replace(/[()]/g, '\\$&')}`) });
    const atA = quantity((await row.locator('td').nth(0).textContent()) ?? '');
    expect(atA).toBeGreaterThan(5 * (1 - Math.exp(-1)) - 0.05);
    expect(atA).toBeLessThan(5 * (1 - Math.exp(-1)) + 0.05);
  });

  it('plots the RC step response and reads 5·(1 − 1/e) V at one time constant with a cursor', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await visit(page, '/testing/circuit-simulator');
    await page.getByLabel('Examples').selectOption('rc');
    await runSimulation(page);
    const plot = page.getByRole('img', { name: 'Plot of V(in), V(out) against time' });
    await plot.waitFor();
    // The plot spans 0 to 10 ms; a click a tenth of the way across puts cursor A at 1 ms.
    const area = plot.locator('.u-over');
    const box = await area.boundingBox();
    if (!box) throw new Error('no plot area');
    await area.click({ position: { x: box.width / 10, y: box.height / 2 } });
    const row = page.getByRole('table', { name: 'Cursor readouts' }).getByRole('row', { name: /^V\(out\)/ });
    const atA = quantity((await row.locator('td').nth(0).textContent()) ?? '');
    expect(atA).toBeGreaterThan(5 * (1 - Math.exp(-1)) - 0.05);
    expect(atA).toBeLessThan(5 * (1 - Math.exp(-1)) + 0.05);
    expect(quantity((await row.locator('td').nth(3).textContent()) ?? '')).toBeGreaterThan(4.9);
  });
  it('sweeps the RC example in AC and reads -3 dB and -45° at its 159 Hz corner', async () => {
    // The example keeps its square-wave source: a sweep must still show the low-pass response.
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await visit(page, '/testing/circuit-simulator');
    await page.getByLabel('Examples').selectOption('rc');
    await page.getByRole('radio', { name: 'AC sweep (Bode)' }).check();
    await runSimulation(page);
    const gain = page.getByRole('img', { name: 'Bode plot: gain in dB against frequency' });
    await gain.waitFor();
    // 10 Hz to 1 MHz on a log axis: 159 Hz lies (log10(159) - 1) / 5 of the way across.
    const area = gain.locator('.u-over');
    const box = await area.boundingBox();
    if (!box) throw new Error('no plot area');
    await area.click({ position: { x: (box.width * (Math.log10(159.15) - 1)) / 5, y: box.height / 2 } });
    const row = page.getByRole('table', { name: 'Cursor readouts' }).getByRole('row', { name: /^V\(out\)/ });
    const db = quantity((await row.locator('td').nth(0).textContent()) ?? '');
    expect(db).toBeGreaterThan(-4);
    expect(db).toBeLessThan(-2);
    const phase = quantity((await row.locator('td').nth(2).textContent()) ?? '');
    expect(phase).toBeGreaterThan(-52);
    expect(phase).toBeLessThan(-38);
  });
});

describe('circuit simulator: faults, netlists, sharing and saving', () => {
  it('an open R2 lifts the divider output to the supply, shown beside the good circuit', async () => {
    const page = await browser.newPage();
    await visit(page, '/testing/circuit-simulator');
    await clickGrid(page, 8, 0); // R2's body
    await page.getByRole('heading', { name: 'R2: Resistor' }).waitFor();
    await page.getByLabel('Condition').selectOption({ label: 'Open (broken lead or burnt track)' });
    await runSimulation(page);
    expect(await opValue(page, 'V(out)')).toBe('12 V');
    expect(await opValue(page, 'V(out) (good circuit)')).toBe('3.837 V');
  });

  it('exports the drawing as a SPICE netlist and imports a pasted one', async () => {
    const page = await browser.newPage();
    await visit(page, '/testing/circuit-simulator');
    await page.getByRole('button', { name: 'SPICE netlist…' }).click();
    const dialog = page.getByRole('dialog', { name: 'SPICE netlist' });
    const exported = await dialog.getByLabel('This circuit').inputValue();
    expect(exported).toContain('R1 n1 out 10k');
    expect(exported).toContain('R2 out 0 4.7k');
    await dialog
      .getByLabel(/^Paste a netlist/)
      .fill('Two resistors\nVIN top 0 DC 9\nRA top mid 2k\nRB mid 0 1k\n.op\n.end\n');
    await dialog.getByRole('button', { name: 'Import netlist' }).click();
    await page.getByText('Imported the netlist (3 parts).').waitFor();
    await runSimulation(page);
    expect(await opValue(page, 'V(mid)')).toBe('3 V');
  });

  it('shares a circuit as a link that opens the same drawing', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await visit(page, '/testing/circuit-simulator');
    await page.getByLabel('Examples').selectOption('timer');
    await page.getByRole('button', { name: 'Copy share link' }).click();
    await page.getByText(/^Link copied/).waitFor();
    const link = page.url();
    expect(link).toMatch(/#circuit=[A-Za-z0-9_-]+$/);
    const other = await (await browser.newContext()).newPage();
    await other.goto(link);
    await other.getByText('Opened the circuit from the shared link.').waitFor();
    expect(await other.getByLabel('Circuit title').inputValue()).toBe('555 astable LED flasher');
  });

  it('lets a member save a circuit to the account and open it again; guests are asked to log in', async () => {
    const guest = await browser.newPage();
    await visit(guest, '/testing/circuit-simulator');
    await guest.getByText('to keep circuits in your account.').waitFor();

    const account = await createVerifiedAccount(baseUrl, dataDir, 'circuits');
    const page = await browser.newPage();
    await logIn(page, account);
    await visit(page, '/testing/circuit-simulator');
    await page.getByLabel('Examples').selectOption('opamp');
    await page.getByLabel('Name', { exact: true }).fill('Bench amp');
    await page.getByRole('button', { name: 'Save to my account' }).click();
    await page.getByText('Saved.').waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await page.reload();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Bench amp' })
      .getByRole('button', { name: 'Open' })
      .click();
    await page.getByText('Opened “Bench amp”.').waitFor();
    expect(await page.getByLabel('Circuit title').inputValue()).toBe(
      'Non-inverting amplifier (LM358, gain 4.9)',
    );
  });
});

describe('VI curve tracer', () => {
  it('shows a diode signature: reverse swing to the full test voltage, forward clamped near 0.65 V', async () => {
    const page = await browser.newPage();
    await visit(page, '/testing/vi-curve-tracer');
    await page.getByLabel('Device under test: device').selectOption({ label: 'Signal diode (1N4148 class)' });
    const row = page.getByRole('row', { name: /^Device/ });
    const span = (await row.locator('td').first().textContent()) ?? '';
    const [low = '', high = ''] = span.split(' to ');
    expect(quantity(low)).toBeLessThan(-1);
    expect(quantity(high)).toBeGreaterThan(0.5);
    expect(quantity(high)).toBeLessThan(0.9);
  });
});

describe('inverter simulator', () => {
  it('updates the line voltage readout while the modulation index slider moves', async () => {
    const page = await browser.newPage();
    await visit(page, '/education/power-electronics/inverter-simulator');
    const readout = page.locator('.sim-readouts div', { hasText: 'Line voltage, fundamental' }).locator('dd');
    const before = quantity((await readout.textContent()) ?? '');
    const slider = page.getByRole('slider', { name: 'Modulation index' });
    await slider.focus();
    for (let k = 0; k < 10; k++) await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => quantity((await readout.textContent()) ?? '')).toBeLessThan(before * 0.95);
  });

  it('draws the waveform charts below the first screen once they are scrolled to', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await visit(page, '/education/power-electronics/inverter-simulator');
    await page.locator('.sim-readouts').waitFor();
    const currents = page.getByRole('img', { name: 'The three phase currents against time.' });
    // Far below the first screen on a phone: only its place is kept, at the plot's height.
    expect(await currents.locator('canvas').count()).toBe(0);
    expect((await currents.boundingBox())?.height).toBeGreaterThanOrEqual(220);
    await currents.scrollIntoViewIfNeeded();
    await currents.locator('canvas').first().waitFor();
    await page.close();
  });
});
