import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { cloneTestDatabase } from '../../test/test-db';

type Received = { from: string; to: string[]; raw: string };

/** Undo quoted-printable soft line breaks and escapes so links can be matched. */
const unquote = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('mail delivery', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function appWith(env: Record<string, string>) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'eb-mail-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(10) + 'abcdefghijklmnopqrstuvwxyz',
      ...env,
    });
    const handle = await cloneTestDatabase();
    const app = await buildApp({ config, db: handle.db, logger: false });
    return { app, dataDir, close: async () => (await app.close(), await handle.close()) };
  }

  it('sends the verification mail over SMTP with text and HTML parts', async () => {
    const { app, close } = await appWith({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'ElectroBench <bench@example.test>',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { email: 'smtp-user@example.test', password: 'ferrite-bead-choke', username: 'smtpuser' },
    });
    expect(res.statusCode).toBe(201);
    await close();
    const mail = received.find((m) => m.to.includes('smtp-user@example.test'));
    expect(mail?.from).toBe('bench@example.test');
    expect(mail?.raw).toContain('Subject: ElectroBench: verify your email address');
    expect(mail?.raw).toContain('text/plain');
    expect(mail?.raw).toContain('text/html');
    expect(unquote(mail?.raw ?? '')).toMatch(/localhost:8080\/verify-email\?token=/);
  });

  it('without SMTP_URL writes each mail as an .eml file to DATA_DIR/outbox', async () => {
    const { app, dataDir, close } = await appWith({});
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { email: 'outbox-user@example.test', password: 'ferrite-bead-choke', username: 'outboxuser' },
    });
    await close();
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = unquote(readFileSync(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8'));
    expect(eml).toContain('To: outbox-user@example.test');
    expect(eml).toMatch(/verify-email\?token=[A-Za-z0-9_-]{40,}/);
  });
});
