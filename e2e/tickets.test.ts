import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logIn, openUserMenu, pathOf, visit } from './support/app';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const browser = useBrowser(baseUrl);

/** Resolves once the page's notification socket has been accepted (auth_ok), so pushes reach it. */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('auth_ok')) resolve();
      });
    });
  });
}

describe('feedback tickets', () => {
  it('a guest sends feedback; a signed-in admin gets the live toast, opens, resolves and deletes it', async () => {
    const adminPage = await browser.newPage();
    const ready = socketReady(adminPage);
    await logIn(adminPage, { username: admin.email, password: admin.password }, null);
    // The user menu's Admin Panel link lands on the real dashboard.
    const menu = await openUserMenu(adminPage);
    await menu.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await expect.poll(() => pathOf(adminPage)).toBe('/admin');
    await adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await adminPage.getByRole('heading', { name: 'Activity' }).waitFor();
    await ready;

    // A guest, in another browser context: the page is public and checks before sending.
    const guest = await browser.newPage();
    await visit(guest, '/feedback');
    expect(pathOf(guest)).toBe('/feedback');
    await guest.getByRole('button', { name: 'Send feedback' }).click();
    await guest.getByText('The title needs at least 3 characters.').waitFor();
    await guest.getByText('The description needs at least 10 characters.').waitFor();
    await guest.getByText('Give an e-mail address so we can reply.').waitFor();

    const title = `Wrong marking for BC847C ${Date.now().toString(36)}`;
    await guest.getByLabel('Title').fill(title);
    await guest.getByLabel('Description').fill('The SMD search lists 1G as BC847C; the datasheet says 1Gt.');
    await guest.getByLabel('Your e-mail (for our reply)').fill('guest-e2e@example.test');
    await guest.getByRole('button', { name: 'Send feedback' }).click();
    await guest.getByText('Thank you, your ticket was sent').waitFor();
    await guest.getByText(new RegExp(`“${title}” is ticket #\\d+`)).waitFor();

    const toast = adminPage
      .getByRole('status')
      .filter({ hasText: 'New support ticket' })
      .filter({ hasText: title });
    await toast.waitFor({ timeout: 10_000 });
    await toast.getByRole('link', { name: 'View' }).click();
    await expect.poll(() => pathOf(adminPage)).toBe('/admin/tickets');
    await adminPage.getByRole('heading', { level: 1, name: 'Support Tickets' }).waitFor();

    await adminPage.getByRole('link', { name: title }).click();
    await expect.poll(() => pathOf(adminPage)).toMatch(/^\/admin\/tickets\/\d+$/);
    await adminPage.getByRole('heading', { level: 1, name: title }).waitFor();
    const main = adminPage.getByRole('main');
    await main.getByText('Guest (guest-e2e@example.test)').waitFor();
    await main.getByText('Open', { exact: true }).waitFor();

    await main.getByRole('button', { name: 'Mark resolved' }).click();
    await main.getByText('Resolved', { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Reopen' }).waitFor();

    await main.getByRole('button', { name: 'Delete…' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Delete this ticket?' });
    await dialog.getByRole('button', { name: 'Delete ticket' }).click();
    await expect.poll(() => pathOf(adminPage)).toBe('/admin/tickets');
    await adminPage.getByRole('heading', { level: 1, name: 'Support Tickets' }).waitFor();
    await expect.poll(() => adminPage.getByRole('link', { name: title }).count()).toBe(0);
  });
});
