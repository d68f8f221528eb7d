import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiodeMarkingPage, FuseMarkingPage } from '@electrobench/contracts/components';
import { PAGE_SIZE } from '@electrobench/contracts/limits';
import { diodeMarkingsSeeder, fuseMarkingsSeeder } from '../../db/seed/components-seeder';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadFuseMarkings } from '../../db/seed/markings/marking-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await diodeMarkingsSeeder.run(t.app.ctx);
  await fuseMarkingsSeeder.run(t.app.ctx);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

describe('GET /api/v1/markings/diodes', () => {
  it('decodes a zener code to its part and voltage', async () => {
    const res = await get('/markings/diodes?q=WX');
    expect(res.statusCode).toBe(200);
    const first = res.json<DiodeMarkingPage>().items[0];
    expect(first).toMatchObject({ code: 'WX', part_number: 'BZT52C2V4', kind: 'zener', vz_v: 2.4 });
  });

  it('narrows by kind and finds part numbers from three characters', async () => {
    const body = (await get('/markings/diodes?q=bzt52&kind=zener&limit=5')).json<DiodeMarkingPage>();
    expect(body.items).toHaveLength(5);
    expect(body.total_items).toBeGreaterThan(5);
    expect(body.items.every((i) => i.kind === 'zener' && i.part_number.startsWith('BZT52'))).toBe(true);
    const page2 = (await get('/markings/diodes?q=bzt52&kind=zener&limit=5&skip=5')).json<DiodeMarkingPage>();
    expect(page2.items[0]?.id).not.toBe(body.items[0]?.id);
  });

  it('reads letter O and digit 0 as each other, the typed spelling first', async () => {
    const zero = (await get('/markings/diodes?q=W0')).json<DiodeMarkingPage>();
    expect(zero.items[0]).toMatchObject({ code: 'WO', part_number: 'BZT52C24', vz_v: 24 });
    const letter = (await get('/markings/diodes?q=%20y1o%20')).json<DiodeMarkingPage>();
    expect(letter.items[0]).toMatchObject({ code: 'Y10', part_number: 'BZX84-C27' });
  });

  it('explains a character that is never printed on a part (422)', async () => {
    const res = await get(`/markings/diodes?q=${encodeURIComponent('W€')}`);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: string }>().detail).toBe(
      '"€" is not part of a diode marking: type the letters and digits printed on the body (letter O and digit 0 are both tried).',
    );
  });

  it('rejects an unknown kind with 422', async () => {
    expect((await get('/markings/diodes?kind=valve')).statusCode).toBe(422);
  });
});

describe('GET /api/v1/markings/fuses', () => {
  it('decodes the letter on a Littelfuse 466 fuse among the other makers using the same letter', async () => {
    const body = (await get('/markings/fuses?q=B')).json<FuseMarkingPage>();
    expect(body.items.every((item) => item.code === 'B')).toBe(true);
    expect(body.items.find((item) => item.series === '466')).toMatchObject({
      code: 'B',
      part_number: '0466.125',
      rating_a: 0.125,
    });
  });

  it('finds the fuses marked with letter O when digit 0 is typed', async () => {
    const body = (await get('/markings/fuses?q=0')).json<FuseMarkingPage>();
    expect(body.total_items).toBeGreaterThan(1);
    expect(body.items.every((item) => item.code === 'O')).toBe(true);
    expect(body.items.map((item) => item.part_number)).toContain('0603FA2.5-R');
    expect((await get('/markings/fuses?q=A%3F')).statusCode).toBe(422);
  });

  it('pages through the whole table without a query and refuses a bad limit', async () => {
    const first = (await get('/markings/fuses')).json<FuseMarkingPage>();
    expect(first.total_items).toBe(loadFuseMarkings().length);
    expect(first.items).toHaveLength(Math.min(first.total_items, PAGE_SIZE.markings));
    const pages = Math.ceil(first.total_items / PAGE_SIZE.markings);
    expect(first.total_pages).toBe(pages);
    const skip = (pages - 1) * PAGE_SIZE.markings;
    const last = (await get(`/markings/fuses?skip=${skip}`)).json<FuseMarkingPage>();
    expect(last.items).toHaveLength(first.total_items - skip);
    expect(last.current_page).toBe(pages);
    expect((await get('/markings/fuses?limit=-1')).statusCode).toBe(422);
  });
});

describe('OpenAPI', () => {
  it('documents the marking look-ups with their query parameters', async () => {
    const doc = (await get('/openapi.json')).json<{
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    }>();
    const names = (path: string) => (doc.paths[path]?.get?.parameters ?? []).map((p) => p.name);
    expect(names('/api/v1/markings/diodes')).toEqual(expect.arrayContaining(['q', 'kind', 'skip', 'limit']));
    expect(names('/api/v1/markings/fuses')).toEqual(expect.arrayContaining(['q', 'skip', 'limit']));
  });
});
