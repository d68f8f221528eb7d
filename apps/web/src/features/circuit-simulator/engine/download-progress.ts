/** How far the engine's download has come: bytes received of the (uncompressed) total. */
export interface DownloadProgress {
  loaded: number;
  total: number;
}

/**
 * Wraps the worker's fetch so the download of one file (ngspice's WebAssembly) reports its
 * progress. The engine fetches it itself; a copy of the body is counted as it streams (decompressed,
 * hence the size known at build time as the total) and each whole percent is reported. The engine
 * gets the original response, so the browser can still keep its compiled code for the next visit.
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
    if (new URL(url, scope.location.href).href === target && response.body) {
      void countBytes(response.clone(), total, report);
    }
    return response;
  };
}

async function countBytes(copy: Response, total: number, report: (progress: DownloadProgress) => void) {
  const reader = copy.body?.getReader();
  if (!reader) return;
  let loaded = 0;
  let shown = -1;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    loaded = Math.min(total, loaded + value.byteLength);
    const percent = Math.floor((100 * loaded) / total);
    if (percent !== shown) {
      shown = percent;
      report({ loaded, total });
    }
  }
}
