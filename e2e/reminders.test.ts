import { format } from 'date-fns';
import { describe, expect, inject, it } from 'vitest';
import { createVerifiedAccount } from './support/accounts';
import { logIn, pathOf, visit } from './support/app';
import { useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser(baseUrl);

describe('reminders', () => {
  it('a reminder due in a few seconds shows its toast and its notification, then can be completed', async () => {
    const member = await createVerifiedAccount(baseUrl, dataDir, 'remind');
    const page = await browser.newPage();
    await logIn(page, member);
    await visit(page, '/reminders');
    await page.getByText('Nothing to remember. Add a reminder above.').waitFor();

    // The form checks before sending.
    await page.getByRole('button', { name: 'Add reminder' }).click();
    await page.getByText('Title is required.').waitFor();
    await page.getByText('Due date is required.').waitFor();

    const title = `Re-test the PSU ${Date.now().toString(36)}`;
    const due = new Date(Date.now() + 6000);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description (optional)').fill('Check ripple on the 12 V rail after burn-in.');
    await page.getByLabel('Due date and time').fill(format(due, "yyyy-MM-dd'T'HH:mm:ss"));
    await page.getByRole('button', { name: 'Add reminder' }).click();

    const item = page.getByTestId('reminder-item').filter({ hasText: title });
    await item.waitFor();
    await item.getByText(format(due, 'MMM d, h:mm a')).waitFor();
    await item.getByText('Upcoming').waitFor();

    // Elsewhere in the app: fired by the server's scheduler within 5 s of due_at, pushed over the
    // socket, shown as a toast whose action leads back to the reminders.
    await visit(page, '/');
    const toast = page.getByRole('status').filter({ hasText: `Reminder: ${title}` });
    await toast.waitFor({ timeout: 15_000 });
    expect(Date.now() - due.getTime()).toBeLessThan(5000 + 1000);
    await toast.getByText('Check ripple on the 12 V rail after burn-in.').waitFor();
    await toast.getByRole('link', { name: 'View Reminders' }).click();
    await expect.poll(() => pathOf(page)).toBe('/reminders');
    await item.getByText('Overdue').waitFor();
    await item.getByText(/ago$/).waitFor();

    await page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const center = page.getByRole('dialog', { name: 'Notification Center' });
    await center.getByRole('button', { name: new RegExp(`^Unread: Reminder: ${title}`) }).waitFor();
    await page.keyboard.press('Escape');

    await item.getByRole('checkbox', { name: `Mark as done: ${title}` }).check();
    await expect.poll(() => item.count()).toBe(0);
    await page.getByLabel('Show completed').check();
    await item.getByText('Completed').waitFor();
    expect(pathOf(page)).toBe('/reminders');
  });
});
