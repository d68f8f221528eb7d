import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/users';
import { bearer, createAccount, login, type Account, type TestApp } from './test-app';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One JSON call to /api/v1 as `who` (a guest when absent), through app.inject. */
export function callApi(t: TestApp, method: ApiMethod, url: string, who?: Account, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? bearer(who) : {},
    ...(payload && { payload }),
  });
}

/** A member promoted to superuser, logged in again so the token carries the new role. */
export async function createAdmin(t: TestApp): Promise<Account> {
  const account = await createAccount(t);
  await t.app.ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.username, account.username));
  return login(t, account.username, account.password, account.email);
}

/** A multipart/form-data body with one file field, for app.inject. */
export function multipartFile(field: string, filename: string, content: string | Buffer, type: string) {
  const boundary = `----eb${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts a CSV file to the admin catalogue import as `who` would from the import page. */
export function uploadCatalogue(t: TestApp, who: Account, kind: string, csv: string) {
  const file = multipartFile('file', `${kind}.csv`, csv, 'text/csv');
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/catalogue-import/${kind}`,
    payload: file.payload,
    headers: { ...file.headers, ...bearer(who) },
  });
}
