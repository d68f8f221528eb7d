import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PROFILE_IMAGE } from '@electrobench/contracts/limits';
import { bearer, createAccount, createTestApp, type Account, type TestApp } from '../../../test/test-app';

/**
 * A real, valid PNG of width x height black pixels stored one bit each: a 16000 px square is about
 * 30 kB on the wire, yet a decoder expands it to 256 megapixels.
 */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(body.length + 8);
    frame.writeUInt32BE(data.length, 0);
    body.copy(frame, 4);
    frame.writeUInt32BE(crc32(body), body.length + 4);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, colour type 0 (grey), default compression, filter and interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero bits per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let t: TestApp;
let a: Account;
beforeAll(async () => {
  t = await createTestApp();
  a = await createAccount(t);
});
afterAll(() => t.close());

async function upload(file: Buffer, type: string, extra: Record<string, string> = {}, who = a) {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  form.append('profile_image', new Blob([file], { type }), 'picture');
  const request = new Request('http://x/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return t.app.inject({
    method: 'PATCH',
    url: '/api/v1/users/me',
    headers: { ...bearer(who), 'content-type': request.headers.get('content-type') ?? '' },
    payload: body,
  });
}

describe('profile image upload', () => {
  it('re-encodes a photo to a 256 px square WebP without metadata and serves it', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c06030' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'secret-camera-owner', Copyright: 'gps-and-serials' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(photo, 'image/jpeg', { accent: 'alt2' });
    expect(res.statusCode).toBe(200);
    const url = res.json().profile_image_url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]+\.webp$/);
    expect(res.json().accent).toBe('alt2');
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });

  it('replaces the previous picture file', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#2060c0' } })
      .png()
      .toBuffer();
    const first = (await upload(png, 'image/png')).json().profile_image_url as string;
    const second = (await upload(png, 'image/png')).json().profile_image_url as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('refuses a file that is not a PNG, JPEG or WebP picture', async () => {
    const res = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'profile_image'] });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(gif, 'image/gif')).statusCode).toBe(422);
  });

  it('refuses a picture over 2 MB with 413', async () => {
    const res = await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('Profile image must be at most 2 MB.');
  });

  it('refuses a picture of more pixels than the limit from its header, before decoding it', async () => {
    const bomb = blackPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(PROFILE_IMAGE.maxBytes);
    const res = await upload(bomb, 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({
      loc: ['body', 'profile_image'],
      msg: `Profile image must be at most ${PROFILE_IMAGE.maxSidePx} x ${PROFILE_IMAGE.maxSidePx} pixels.`,
    });
    const tall = await upload(blackPng(64, PROFILE_IMAGE.maxSidePx + 1), 'image/png');
    expect(tall.statusCode).toBe(422);
    const largest = PROFILE_IMAGE.maxSidePx;
    expect((await upload(blackPng(largest, largest), 'image/png')).statusCode).toBe(200);
  });
});

describe('account deletion', () => {
  it('deletes every picture file of the member, so the old addresses answer 404', async () => {
    const b = await createAccount(t);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(b) });
    const id = me.json<{ id: number }>().id;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#208040' } })
      .png()
      .toBuffer();
    const url = (await upload(png, 'image/png', {}, b)).json().profile_image_url as string;
    // A file left behind by two uploads racing each other is the member's too.
    const avatars = path.join(t.dataDir, 'uploads', 'avatars');
    const leftover = `${id}-0123456789abcdef.webp`;
    writeFileSync(path.join(avatars, leftover), png);
    const othersUrl = (await upload(png, 'image/png')).json().profile_image_url as string;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/delete',
      headers: bearer(b),
      payload: { password: b.password },
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/avatars/${leftover}` })).statusCode).toBe(404);
    expect(existsSync(path.join(avatars, leftover))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: othersUrl })).statusCode).toBe(200);
  });
});
