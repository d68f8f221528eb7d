/** How far the engine's download has come: bytes received of the (uncompressed) total. */
export interface DownloadProgress {
  loaded: number;
  total: number;
}

/**
 * Wraps the worker's fetch so the download of one file (ngspice's WebAssembly) reports its
 * progress. The engine fetches it itself; the wrapper counts the bytes as the body streams through
 * (decompressed, hence the size known at build time as the total) and reports each whole percent.
 */
export function reportDownloadProgress(
  scope: { fetch: typeof fetch; location: { href: string } },
  fileUrl: string,
  total: number,
  report: (progress: DownloadProgress) => void,
): void {
  const networkFetch = scope.fetch.bind(scope);
  const target = new URL(fileUrl, scope.location.href).href;
  scope.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await networkFetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, scope.location.href).href !== target || !response.body) return response;
    let loaded = 0;
    let shown = -1;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        const percent = Math.floor((100 * Math.min(loaded, total)) / total);
        if (percent !== shown) {
          shown = percent;
          report({ loaded: Math.min(loaded, total), total });
        }
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(counter), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}
