import type { Readable } from 'node:stream';
import { HttpError } from './http-errors';
import { REQUEST_LIMITS } from './request-limits';

export const UPLOAD_TOO_SLOW = 'The upload did not arrive in time. Send it again.';

/**
 * Reads an uploaded stream whole, at most `maxBytes` and within REQUEST_LIMITS.uploadReadMs, so
 * that database work starts only once the client has nothing left to send: a stalled or aborted
 * upload then costs a buffer, never a transaction held open while the client dawdles.
 */
export async function readUpload(stream: Readable, maxBytes: number, tooLarge: string): Promise<Buffer> {
  const timer = setTimeout(
    () => stream.destroy(new HttpError(408, UPLOAD_TOO_SLOW)),
    REQUEST_LIMITS.uploadReadMs,
  );
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new HttpError(413, tooLarge);
      chunks.push(chunk);
    }
  } finally {
    clearTimeout(timer);
  }
  // @fastify/multipart ends a file stream early (marked truncated) when it passes its fileSize limit.
  if ((stream as Readable & { truncated?: boolean }).truncated) throw new HttpError(413, tooLarge);
  return Buffer.concat(chunks);
}
