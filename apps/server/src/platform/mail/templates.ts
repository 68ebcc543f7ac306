import { OTP } from '@portal/contract/auth';
import type { ClientType } from '@portal/contract/roles';
import { escapeHtml } from '../../core/lib/sanitize';

export type MailContent = { subject: string; text: string; html: string };

/**
 * Plain text is the source; the HTML part is the same paragraphs, escaped, with links clickable.
 * Exported so the templates of other areas (mail/application-templates.ts) look the same.
 */
export function compose(
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): MailContent {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), '', '— Logistics Jobs'].join(
    '\n\n',
  );
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="background:#1CA3DC;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1f2937">${body}${button}<p style="color:#6b7280">— Logistics Jobs</p></body></html>`;
  return { subject, text, html };
}

/**
 * The closing lines of every non-essential mail: why it came, and where to change it. Worded as a
 * setting of the reader's account, not as a list to leave: filters score phrases like "stop
 * receiving these e-mails" in short mails as bulk mail (SpamAssassin's END_FUTURE_EMAILS).
 */
export function preferenceLines(what: string, links: { preferences: string; unsubscribe: string }): string[] {
  return [
    `You get this mail because ${what} are switched on in your account. Your account page lists every kind of mail we send and lets you choose: ${links.preferences}`,
    `Switch off ${what} with one click: ${links.unsubscribe}`,
  ];
}

const typeLabel = (type: ClientType) => (type === 'employer' ? 'employer' : 'consultancy');

export function newRegistrationMail(input: {
  type: ClientType;
  companyName: string;
  contactName: string;
  contactEmail: string;
  adminUrl: string;
}): MailContent {
  return compose(
    `New ${typeLabel(input.type)} registration`,
    [
      `A new ${typeLabel(input.type)} has registered and is waiting for activation.`,
      `Organisation: ${input.companyName}`,
      `Contact: ${input.contactName} <${input.contactEmail}>`,
    ],
    { href: input.adminUrl, label: 'Review registrations' },
  );
}

export function accountActiveMail(input: {
  companyName: string;
  firstName: string;
  signInUrl: string;
}): MailContent {
  return compose(
    'Your account is active',
    [
      `Hello ${input.firstName},`,
      `The portal administrator has activated the account of ${input.companyName}. You can sign in now.`,
    ],
    { href: input.signInUrl, label: 'Sign in' },
  );
}

export function passwordResetMail(input: { firstName: string; otp: string; resetUrl: string }): MailContent {
  return compose(
    'Your password reset code',
    [
      `Hello ${input.firstName},`,
      `Your code to reset your password is ${input.otp}`,
      `It is valid for ${OTP.ttlSeconds / 60} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
    ],
    { href: input.resetUrl, label: 'Reset your password' },
  );
}
