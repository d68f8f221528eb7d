// The baseline of bench/realtime: a raw `ws` server in its own process speaking the same protocol
// as /ws/notifications (first message {"type":"auth","token":...}, answered {"type":"auth_ok"})
// but checking nothing and storing nothing. POST /broadcast sends each socket its own
// notification-sized message (TICKET_SUBMITTED with ?title=), serialised per socket as the real
// server serialises one message per member.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

const authed = new Set<WebSocket>();

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (req.method !== 'POST' || url.pathname !== '/broadcast') {
    res.writeHead(404).end();
    return;
  }
  const title = url.searchParams.get('title') ?? 'broadcast';
  let n = 0;
  const now = new Date().toISOString();
  for (const socket of authed) {
    n += 1;
    const notification = {
      id: n,
      type: 'TICKET_SUBMITTED',
      content: { title, ticket_id: 1 },
      link: '/admin/tickets/1',
      read_status: false,
      created_at: now,
    };
    socket.send(JSON.stringify({ type: 'new_notification', notification }));
  }
  res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sent: n }));
});

const wss = new WebSocketServer({ server, path: '/ws/notifications', maxPayload: 64 * 1024 });
wss.on('connection', (socket) => {
  let ok = false;
  socket.on('message', (raw) => {
    if (ok) return;
    let parsed: { type?: unknown; token?: unknown } | null;
    try {
      parsed = JSON.parse(String(raw)) as { type?: unknown; token?: unknown } | null;
    } catch {
      parsed = null;
    }
    if (parsed?.type !== 'auth' || typeof parsed.token !== 'string') {
      socket.close(1008, 'Invalid token');
      return;
    }
    ok = true;
    authed.add(socket);
    socket.send(JSON.stringify({ type: 'auth_ok' }));
  });
  socket.on('close', () => authed.delete(socket));
});

server.listen(0, '127.0.0.1', () => {
  console.log(`Server listening at http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  for (const socket of authed) socket.terminate();
  server.close(() => process.exit(0));
});
