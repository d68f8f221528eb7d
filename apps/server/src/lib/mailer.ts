import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  close: () => void;
  /** Asks the mail server whether it accepts us (GET /status); absent for the outbox. */
  verify?: () => Promise<void>;
};

/**
 * SMTP when SMTP_URL is set. Otherwise every mail is written as an .eml file to DATA_DIR/outbox/ and
 * its first link is logged, so someone running ElectroBench locally can still verify an account.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
      close: () => transport.close(),
      verify: async () => {
        await transport.verify();
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      mkdirSync(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      writeFileSync(path.join(outbox, name), info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      opts.log.info({ to: mail.to, subject: mail.subject, link, file: name }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
