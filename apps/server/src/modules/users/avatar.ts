import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROFILE_IMAGE } from '@electrobench/contracts/limits';
import { openPicture } from '../../lib/picture-upload';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const avatarsDir = (uploadsDir: string) => path.join(uploadsDir, 'avatars');

/**
 * Re-encodes an uploaded picture as a 256 px square WebP. Re-encoding drops every metadata block
 * (EXIF GPS position, camera serials) and neutralises files that only pretend to be images.
 */
export async function storeAvatar(uploadsDir: string, userId: number, input: Buffer): Promise<string> {
  const picture = await openPicture(
    input,
    ['body', 'profile_image'],
    'Profile image',
    PROFILE_IMAGE.maxSidePx,
  );
  const output = await picture
    .rotate()
    .resize(PROFILE_IMAGE.sizePx, PROFILE_IMAGE.sizePx, { fit: 'cover' })
    .webp({ quality: 85 })
    .toBuffer();
  const dir = avatarsDir(uploadsDir);
  mkdirSync(dir, { recursive: true });
  const name = `${userId}-${randomBytes(8).toString('hex')}.webp`;
  writeFileSync(path.join(dir, name), output);
  return `${AVATAR_URL_PREFIX}${name}`;
}

export function removeAvatar(uploadsDir: string, url: string | null): void {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
  const name = path.basename(url);
  rmSync(path.join(avatarsDir(uploadsDir), name), { force: true });
}

/**
 * Every picture file named for the member (`<id>-*.webp`), not only the one their row points at:
 * two uploads racing each other can leave a file no row names, and it must not outlive the account.
 */
export function removeMemberPictures(uploadsDir: string, userId: number): void {
  const dir = avatarsDir(uploadsDir);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const prefix = `${userId}-`;
  for (const name of names) if (name.startsWith(prefix)) rmSync(path.join(dir, name), { force: true });
}
