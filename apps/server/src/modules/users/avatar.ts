import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PROFILE_IMAGE } from '@electrobench/contracts/limits';
import { FieldError } from '../../lib/http-errors';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
export const AVATAR_URL_PREFIX = '/uploads/avatars/';

/**
 * Re-encodes an uploaded picture as a 256 px square WebP. Re-encoding drops every metadata block
 * (EXIF GPS position, camera serials) and neutralises files that only pretend to be images.
 */
export async function storeAvatar(uploadsDir: string, userId: number, input: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new FieldError(
      ['body', 'profile_image'],
      'Profile image must be a PNG, JPEG or WebP picture.',
      'file_type',
    );
  }
  const output = await sharp(input)
    .rotate()
    .resize(PROFILE_IMAGE.sizePx, PROFILE_IMAGE.sizePx, { fit: 'cover' })
    .webp({ quality: 85 })
    .toBuffer();
  const dir = path.join(uploadsDir, 'avatars');
  mkdirSync(dir, { recursive: true });
  const name = `${userId}-${randomBytes(8).toString('hex')}.webp`;
  writeFileSync(path.join(dir, name), output);
  return `${AVATAR_URL_PREFIX}${name}`;
}

export function removeAvatar(uploadsDir: string, url: string | null): void {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
  const name = path.basename(url);
  rmSync(path.join(uploadsDir, 'avatars', name), { force: true });
}
