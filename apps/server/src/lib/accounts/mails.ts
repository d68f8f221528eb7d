import { PRODUCT_NAME } from '@electrobench/contracts/limits';
import type { Mail } from '../mailer';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function compose(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): Mail {
  const text = `${intro}\n\n${action}:\n${link}\n\n${outro}\n\n-- ${PRODUCT_NAME}\n`;
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
    `<p>${escapeHtml(outro)}</p><p>&mdash; ${PRODUCT_NAME}</p>`;
  return { to, subject: `${PRODUCT_NAME}: ${subject}`, text, html };
}

export function verificationMail(to: string, username: string, link: string): Mail {
  return compose(
    to,
    'verify your email address',
    `Hello ${username}, welcome to ${PRODUCT_NAME}. Please confirm that this address is yours.`,
    'Verify my email address',
    link,
    'The link works once and expires in 48 hours. If you did not sign up, ignore this mail.',
  );
}

export function passwordResetMail(to: string, username: string, link: string): Mail {
  return compose(
    to,
    'reset your password',
    `Hello ${username}, someone asked to reset the password of your ${PRODUCT_NAME} account.`,
    'Choose a new password',
    link,
    'The link works once and expires in 1 hour. If it was not you, ignore this mail; your password stays as it is.',
  );
}

export function changeEmailMail(to: string, username: string, link: string): Mail {
  return compose(
    to,
    'confirm your new email address',
    `Hello ${username}, you asked to use this address for your ${PRODUCT_NAME} account.`,
    'Confirm the new address',
    link,
    'The link works once and expires in 24 hours. If it was not you, ignore this mail.',
  );
}

/** To the old address once a change is confirmed, so a taken-over account does not go unnoticed. */
export function emailChangedMail(to: string, username: string, newEmail: string, link: string): Mail {
  return compose(
    to,
    'your email address was changed',
    `Hello ${username}, the email address of your ${PRODUCT_NAME} account was changed to ${newEmail}. ` +
      'Mail about the account now goes there, and this address gets nothing more from us.',
    'If this was not you, reset your password',
    link,
    'If you made this change, there is nothing to do.',
  );
}
