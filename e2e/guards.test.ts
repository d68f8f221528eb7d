import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { logIn, openUserMenu, pathOf, settled, submitLogin, visit, waitForSignedIn } from './support/app';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const admin = inject('admin');
const browser = useBrowser(baseUrl);

const ACCESS_DENIED_TEXT = 'You do not have the necessary permissions to access this page.';

describe('route guards', () => {
  it('sends a guest from /reminders to the login page and back there after login', async () => {
    const account = await createVerifiedAccount(baseUrl, dataDir, 'guard');
    const page = await browser.newPage();
    await visit(page, '/reminders?show_completed=true');
    expect(pathOf(page)).toBe('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/reminders?show_completed=true');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();

    await submitLogin(page, account);
    await waitForSignedIn(page, account.username);
    await expect.poll(() => pathOf(page)).toBe('/reminders');
    expect(new URL(page.url()).search).toBe('?show_completed=true');
    await settled(page);
    await page.getByRole('heading', { level: 1, name: 'Reminders' }).waitFor();
  });

  it('sends a guest from /profile to the login page and back to the own profile', async () => {
    const account = await createVerifiedAccount(baseUrl, dataDir, 'guardp');
    const page = await browser.newPage();
    await visit(page, '/profile');
    expect(pathOf(page)).toBe('/login');
    await submitLogin(page, account);
    await page.getByRole('heading', { level: 1, name: 'Your profile' }).waitFor();
    expect(pathOf(page)).toBe('/profile');
    await page.getByRole('main').getByText(account.email, { exact: true }).first().waitFor();
  });

  it('sends a guest from an admin page to the login page', async () => {
    const page = await browser.newPage();
    await visit(page, '/admin/tickets');
    expect(pathOf(page)).toBe('/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/tickets');
  });

  it('shows Access Denied to a signed-in member without admin rights', async () => {
    const account = await createVerifiedAccount(baseUrl, dataDir, 'member');
    const page = await browser.newPage();
    await logIn(page, account);
    await visit(page, '/admin');
    expect(pathOf(page)).toBe('/admin');
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText('Access Denied', { exact: true }).waitFor();
    await alert.getByText(ACCESS_DENIED_TEXT, { exact: true }).waitFor();

    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
  });

  it('lets the administrator in and offers the Admin Panel link', async () => {
    const page = await browser.newPage();
    await logIn(page, { username: admin.email, password: admin.password }, null);
    await visit(page, '/admin');
    expect(await page.getByRole('main').getByText('Access Denied').count()).toBe(0);
    expect(await page.getByRole('main').getByText(ACCESS_DENIED_TEXT).count()).toBe(0);

    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await expect.poll(() => pathOf(page)).toBe('/admin');
  });
});
