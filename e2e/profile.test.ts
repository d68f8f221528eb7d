import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount, newAccount } from './support/accounts';
import {
  expectLoginRefused,
  logIn,
  openUserMenu,
  pathOf,
  recordApiCalls,
  submitLogin,
  visit,
  waitForGuest,
  waitForSignedIn,
} from './support/app';
import { useBrowser } from './support/browser';
import { tokenFromMail } from './support/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser(baseUrl);

/** A new verified member, logged in through the form, on their own profile page. */
async function onOwnProfile(prefix: string) {
  const member = await createVerifiedAccount(baseUrl, dataDir, prefix);
  const page = await browser.newPage();
  await logIn(page, member);
  await visit(page, '/profile');
  return { member, page };
}

const passwordForm = (page: Page) => page.getByRole('form', { name: 'Change password' });
const emailForm = (page: Page) => page.getByRole('form', { name: 'Change email' });

describe('own profile: password and email', () => {
  it('changes the password after a wrong current one was refused, and only the new one logs in', async () => {
    const { member, page } = await onOwnProfile('pwchange');

    const form = passwordForm(page);
    const newPassword = `${member.password}-new`;
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Current password is incorrect.').waitFor();
    // Nothing typed is lost on a refusal.
    expect(await form.getByLabel('New password').inputValue()).toBe(newPassword);

    await form.getByLabel('Current password').fill(member.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Password changed. Other sessions were signed out.').waitFor();
    expect(await form.getByLabel('Current password').inputValue()).toBe('');
    expect(await form.getByLabel('New password').inputValue()).toBe('');

    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForGuest(page);

    await expectLoginRefused(page, member);
    await submitLogin(page, { username: member.username, password: newPassword });
    await waitForSignedIn(page, member.username);
  });

  it('refuses a malformed address and a missing password without sending anything', async () => {
    const { page } = await onOwnProfile('pwcheck');
    const calls = recordApiCalls(page);
    const form = emailForm(page);
    await form.getByLabel('New email').fill('not an address');
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await form.getByText('Enter your current password.').waitFor();
    expect(await form.getByLabel('New email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('moves the account to a new address once the link mailed there is opened; a taken address is refused', async () => {
    const member = await createVerifiedAccount(baseUrl, dataDir, 'mailchange');
    const other = await createVerifiedAccount(baseUrl, dataDir, 'mailowner');
    const page = await browser.newPage();
    await logIn(page, member);
    await visit(page, '/profile');

    const form = emailForm(page);
    await form.getByLabel('New email').fill(other.email);
    await form.getByLabel('Current password').fill(member.password);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await form.getByText('An account with this email already exists.').waitFor();

    const newEmail = newAccount('moved').email;
    await form.getByLabel('New email').fill(newEmail);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await form.getByText('Check the new address for a confirmation link.').waitFor();

    const token = await tokenFromMail(dataDir, newEmail, 'confirm-email-change');
    await visit(page, `/confirm-email-change?token=${encodeURIComponent(token)}`);
    await page.getByText('Your email address was changed.').waitFor();

    await visit(page, '/profile');
    await emailForm(page).getByText(newEmail).waitFor();
  });

  it('uploads a profile picture, shows it cropped to 256 px, and refuses a file that only pretends to be one', async () => {
    const { member, page } = await onOwnProfile('avatar');
    const form = page.getByRole('form', { name: 'Profile picture' });

    await form.getByLabel('Choose an image').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are notes, not a picture'),
    });
    await form.getByRole('button', { name: 'Upload picture' }).click();
    await form.getByText('Profile image must be a PNG, JPEG or WebP picture.').waitFor();

    await form.getByLabel('Choose an image').setInputFiles({
      name: 'dot.png',
      mimeType: 'image/png',
      buffer: ONE_PIXEL_PNG,
    });
    await form.getByRole('button', { name: 'Upload picture' }).click();
    await page.getByText('Profile picture updated').first().waitFor();
    const picture = form.getByRole('img', { name: `${member.username}'s avatar` });
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await picture.elementHandle(),
    );
    expect(await picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(256);
    expect(await picture.getAttribute('src')).toMatch(/^\/uploads\/avatars\/.+\.webp$/);
  });

  it('deletes the account only with the right password, then nobody can log in with it', async () => {
    const { member, page } = await onOwnProfile('leaver');

    await page.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByText('Current password is incorrect.').waitFor();

    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText('Your account and personal data were deleted.').first().waitFor();
    await waitForGuest(page);
    expect(pathOf(page)).toBe('/');

    await expectLoginRefused(page, member);
  });
});

// A valid 1 x 1 PNG (one opaque pixel), small enough to keep inline.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
