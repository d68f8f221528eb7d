/**
 * Anyone may send feedback; only administrators read, resolve and delete tickets, which the admin
 * routes declare (config access: 'admin') and the auth guard enforces.
 *
 * The address a reply goes to: a member's account e-mail (whatever the form sent), else the one a
 * guest typed. Null means a guest gave none, which the service refuses.
 */
export function replyEmailFor(accountEmail: string | null, typed: string | undefined): string | null {
  return accountEmail ?? typed ?? null;
}

/**
 * A token that was sent but no longer works is refused (401) rather than read as a guest, so the
 * web app refreshes it and the ticket is filed under the member.
 */
export function mustReauthenticate(sentToken: boolean, user: { id: number } | null): boolean {
  return sentToken && user === null;
}
