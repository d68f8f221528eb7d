import { describe, expect, it } from 'vitest';
import { reportDownloadProgress, type DownloadProgress } from './download-progress';

function bodyOf(parts: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const size of parts) controller.enqueue(new Uint8Array(size).fill(7));
      controller.close();
    },
  });
}

describe('reportDownloadProgress', () => {
  const location = { href: 'https://bench.example/assets/sim-worker.js' };

  it('reports the engine file as it streams and hands the engine the response untouched', async () => {
    const seen: DownloadProgress[] = [];
    const scope: { location: typeof location; fetch: typeof fetch } = {
      location,
      fetch: async () =>
        new Response(bodyOf([250, 250, 500]), { headers: { 'Content-Type': 'application/wasm' } }),
    };
    reportDownloadProgress(scope, '/assets/ngspice.wasm', 1000, (p) => seen.push(p));
    const response = await scope.fetch('https://bench.example/assets/ngspice.wasm');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBe(1000);
    expect(bytes.every((b) => b === 7)).toBe(true);
    expect(response.headers.get('Content-Type')).toBe('application/wasm');
    await expect.poll(() => seen.length).toBe(3);
    expect(seen).toEqual([
      { loaded: 250, total: 1000 },
      { loaded: 500, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
  });

  it('leaves every other request alone', async () => {
    const seen: DownloadProgress[] = [];
    const scope: { location: typeof location; fetch: typeof fetch } = {
      location,
      fetch: async () => new Response(bodyOf([10])),
    };
    reportDownloadProgress(scope, '/assets/ngspice.wasm', 1000, (p) => seen.push(p));
    await (await scope.fetch('/assets/other.js')).arrayBuffer();
    expect(seen).toEqual([]);
  });
});
