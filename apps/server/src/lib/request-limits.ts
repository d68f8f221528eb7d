/**
 * Bounds on what one request may cost. Small JSON is the rule; a route that needs more says so with
 * its own bodyLimit (saved circuits, catalogue uploads, pictures through multipart limits).
 */
export const REQUEST_LIMITS = {
  /** Default body limit: the largest small form (a 20,000-character forum post) with room to spare. */
  smallBodyBytes: 128 * 1024,
  /** No payload of ours nests deeper; deeper JSON is refused before it is parsed. */
  jsonDepth: 32,
  /**
   * Socket level: the whole request (headers and body) must arrive within this time, or the client
   * gets 408 and the connection closes (given to the HTTP server's constructor in app.ts; Node checks
   * every 30 s at this length, so a cut comes 120-150 s after the request started). There is no
   * socket idle timeout (connectionTimeout): it would also cut a client waiting for a long import.
   */
  requestTimeoutMs: 120_000,
  /** Application level: a route that has not answered by then gets 503 and its signal aborts. */
  handlerTimeoutMs: 60_000,
  /** An upload must be fully received within this time, before any database work starts. */
  uploadReadMs: 60_000,
} as const;
