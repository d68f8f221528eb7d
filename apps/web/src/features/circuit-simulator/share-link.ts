import type { CircuitDocument } from '@electrobench/contracts/circuits';
import type { ReadCircuit } from './circuit-file';

/** The URL hash key of a shared circuit: #circuit=<deflated JSON, base64url>. */
export const SHARE_KEY = 'circuit';

async function pipe(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const out = source.pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Compresses the circuit into a URL hash; the hash never reaches the server. */
export async function encodeShareHash(doc: CircuitDocument): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(doc));
  return `#${SHARE_KEY}=${toBase64Url(await pipe(json, new CompressionStream('deflate-raw')))}`;
}

/** The circuit in a hash made by encodeShareHash, null when the hash holds none. */
export async function decodeShareHash(hash: string): Promise<ReadCircuit | null> {
  const match = new RegExp(`^#${SHARE_KEY}=([A-Za-z0-9_-]+)$`).exec(hash);
  if (!match?.[1]) return null;
  try {
    const bytes = await pipe(fromBase64Url(match[1]), new DecompressionStream('deflate-raw'));
    // Only a shared link needs the schema (zod): it loads here, not with the page.
    const { readCircuitJson } = await import('./circuit-file');
    return readCircuitJson(new TextDecoder().decode(bytes));
  } catch {
    return { ok: false, error: 'The shared link is damaged: the circuit in it could not be read.' };
  }
}
