import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { bearer, createAccount, createTestApp, type Account, type TestApp } from '../../../test/test-app';

let t: TestApp;
let a: Account;
beforeAll(async () => {
  t = await createTestApp();
  a = await createAccount(t);
});
afterAll(() => t.close());

async function upload(file: Buffer, type: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  form.append('profile_image', new Blob([file], { type }), 'picture');
  const request = new Request('http://x/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return t.app.inject({
    method: 'PATCH',
    url: '/api/v1/users/me',
    headers: { ...bearer(a), 'content-type': request.headers.get('content-type') ?? '' },
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
});
