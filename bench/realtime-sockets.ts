// Client side of bench/realtime: notification sockets that have passed the first-message auth
// ({"type":"auth","token":...} answered by {"type":"auth_ok"}), opened a bounded number at a time.
import WebSocket from 'ws';

const OPEN_TIMEOUT_MS = 30_000;

/** Resolves with the socket once the server said auth_ok; rejects on close, error or timeout. */
export function openAuthed(wsUrl: string, token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
    const fail = (why: string) => {
      clearTimeout(timer);
      socket.terminate();
      reject(new Error(`socket not authenticated: ${why}`));
    };
    const timer = setTimeout(() => fail('timeout'), OPEN_TIMEOUT_MS);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.once('error', (e) => fail(e.message));
    socket.once('close', (code) => fail(`closed with ${code}`));
    socket.once('message', (raw) => {
      clearTimeout(timer);
      socket.removeAllListeners('close');
      socket.removeAllListeners('error');
      socket.on('error', () => undefined);
      if ((JSON.parse(String(raw)) as { type?: string }).type === 'auth_ok') resolve(socket);
      else fail(`first message ${String(raw).slice(0, 80)}`);
    });
  });
}

/** Opens one authenticated socket per token, `concurrency` handshakes in flight at a time. */
export async function openMany(wsUrl: string, tokens: string[], concurrency = 100): Promise<WebSocket[]> {
  const sockets: WebSocket[] = new Array<WebSocket>(tokens.length);
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const i = next++;
      sockets[i] = await openAuthed(wsUrl, tokens[i]!);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } catch (error) {
    closeAll(sockets.filter(Boolean));
    throw error;
  }
  return sockets;
}

export function closeAll(sockets: WebSocket[]): void {
  for (const s of sockets) s.terminate();
}

/**
 * Times one message to many sockets: resolves with the receipt times (performance.now()) of the
 * first message on each socket that `matches`, or rejects after `timeoutMs` saying how many came.
 */
export function receiptsOnAll(
  sockets: WebSocket[],
  matches: (message: Record<string, unknown>) => boolean,
  timeoutMs: number,
): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const handlers = sockets.map((socket) => {
      const onMessage = (raw: WebSocket.RawData) => {
        const at = performance.now();
        if (!matches(JSON.parse(String(raw)) as Record<string, unknown>)) return;
        socket.off('message', onMessage);
        times.push(at);
        if (times.length === sockets.length) done();
      };
      socket.on('message', onMessage);
      return onMessage;
    });
    const done = (error?: Error) => {
      clearTimeout(timer);
      sockets.forEach((s, i) => s.off('message', handlers[i]!));
      if (error) reject(error);
      else resolve(times);
    };
    const timer = setTimeout(
      () =>
        done(new Error(`only ${times.length} of ${sockets.length} sockets received within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
}
