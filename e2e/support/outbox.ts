import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Undoes the parts of quoted-printable encoding that can split or disguise a link: soft line breaks
 * and the escaped '='. Other escapes are left alone because unencoded parts may contain '=XX' too.
 */
export function undoQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

function mailsTo(dataDir: string, email: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const recipient = new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  return names
    .sort()
    .map((name) => undoQuotedPrintable(readFileSync(path.join(outbox, name), 'utf8')))
    .filter((mail) => recipient.test(mail));
}

/**
 * The token of the newest link to `page` (e.g. 'verify-email') in a mail sent to `email`, waiting
 * up to 10 s for the server to write it (it sends mail after answering the request).
 */
export async function tokenFromMail(dataDir: string, email: string, page: string): Promise<string> {
  const pattern = new RegExp(`/${page}\\?token=([A-Za-z0-9_.~-]+)`, 'g');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const tokens = mailsTo(dataDir, email).flatMap((mail) => [...mail.matchAll(pattern)].map((m) => m[1]));
    const newest = tokens.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${email} with a /${page} link in ${dataDir}/outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
