import sharp from 'sharp';
import { FieldError } from './http-errors';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * Opens an uploaded picture for re-encoding after reading only its header: anything but a PNG,
 * JPEG or WebP, or wider or taller than maxSidePx, is refused before a pixel is decoded. A 2 MB
 * PNG can declare 16000 x 16000 pixels, and decoding eight of those at once took 940 MB.
 */
export async function openPicture(
  input: Buffer,
  loc: string[],
  name: string,
  maxSidePx: number,
): Promise<ReturnType<typeof sharp>> {
  const meta = await sharp(input)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new FieldError(loc, `${name} must be a PNG, JPEG or WebP picture.`, 'file_type');
  }
  if (!meta.width || !meta.height || meta.width > maxSidePx || meta.height > maxSidePx) {
    throw new FieldError(loc, `${name} must be at most ${maxSidePx} x ${maxSidePx} pixels.`, 'image_size');
  }
  // sharp's own pixel limit too, in case a decoder reads more than the header promised.
  return sharp(input, { limitInputPixels: maxSidePx * maxSidePx });
}
