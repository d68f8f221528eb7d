import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { IcLogo } from '@electrobench/contracts/components';
import { icLogosSeeder } from '../../db/seed/components-seeder';
import { createAccount, bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, multipartFile } from '../../../test/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await icLogosSeeder.run(t.app.ctx);
});
afterAll(() => t.close());

const search = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/ic-logos/?q=${encodeURIComponent(q)}` })).json<
    IcLogo[]
  >();

describe('GET /api/v1/ic-logos/', () => {
  it('lists every maker alphabetically without a query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ic-logos/' });
    expect(res.statusCode).toBe(200);
    const names = res.json<IcLogo[]>().map((l) => l.name);
    expect(names.length).toBeGreaterThan(80);
    const lower = names.map((n) => n.toLowerCase());
    expect(lower).toEqual([...lower].sort());
  });

  it('names the makers whose prefix starts a part number', async () => {
    const makers = (await search('LM358N')).map((l) => l.name);
    expect(makers).toContain('Texas Instruments');
  });

  it.each([
    ['TI', 'Texas Instruments'],
    ['ti', 'Texas Instruments'],
    ['ST', 'STMicroelectronics'],
    ['NXP', 'NXP Semiconductors'],
    ['ON', 'onsemi'],
    ['IR', 'International Rectifier'],
    ['texas instruments', 'Texas Instruments'],
    ['Micro', 'Microchip Technology'],
  ])('ranks the maker "%s" stands for first: %s (issue 13)', async (q, maker) => {
    expect((await search(q)).map((l) => l.name)[0]).toBe(maker);
  });

  it('keeps part-number prefixes working after the names: MAX1232 finds Maxim and Analog Devices', async () => {
    const makers = (await search('MAX1232')).map((l) => l.name);
    expect(makers.slice(0, 2).sort()).toEqual(['Analog Devices', 'Maxim Integrated']);
  });

  it('finds a maker from words describing its logo', async () => {
    const makers = (await search('texas outline')).map((l) => l.name);
    expect(makers[0]).toBe('Texas Instruments');
  });
});

describe('POST /api/v1/ic-logos/{id}/image', () => {
  it('is for admins only and stores a re-encoded picture', async () => {
    const [logo] = await search('texas');
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const upload = multipartFile('image', 'ti.png', png, 'image/png');
    const url = `/api/v1/ic-logos/${logo?.id}/image`;
    expect((await t.app.inject({ method: 'POST', url, ...upload })).statusCode).toBe(401);
    const member = await createAccount(t);
    const denied = await t.app.inject({
      method: 'POST',
      url,
      ...upload,
      headers: { ...upload.headers, ...bearer(member) },
    });
    expect(denied.statusCode).toBe(403);
    const admin = await createAdmin(t);
    const ok = await t.app.inject({
      method: 'POST',
      url,
      ...upload,
      headers: { ...upload.headers, ...bearer(admin) },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<IcLogo>().image_url).toMatch(/^\/uploads\/ic-logos\/.+\.webp$/);
    const fake = multipartFile('image', 'x.png', 'not a picture', 'image/png');
    const bad = await t.app.inject({
      method: 'POST',
      url,
      ...fake,
      headers: { ...fake.headers, ...bearer(admin) },
    });
    expect(bad.statusCode).toBe(422);
  });
});
