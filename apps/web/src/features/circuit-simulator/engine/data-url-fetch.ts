/**
 * eecircuit-engine fetches its WebAssembly from a data: URL inside its own script. The page's
 * Content-Security-Policy (connect-src 'self') forbids fetching data: URLs, so inside the worker
 * such requests are answered by decoding the URL here; every other request goes to the network.
 */
export function answerDataUrlsLocally(scope: { fetch: typeof fetch }): void {
  const networkFetch = scope.fetch.bind(scope);
  scope.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('data:')) return networkFetch(input, init);
    return Promise.resolve(decodeDataUrl(url));
  };
}

export function decodeDataUrl(url: string): Response {
  const comma = url.indexOf(',');
  const header = url.slice(5, comma);
  const body = url.slice(comma + 1);
  const type = header.split(';')[0] || 'text/plain';
  if (!header.endsWith(';base64')) {
    return new Response(decodeURIComponent(body), { headers: { 'Content-Type': type } });
  }
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let k = 0; k < binary.length; k++) bytes[k] = binary.charCodeAt(k);
  return new Response(bytes, { headers: { 'Content-Type': type } });
}
