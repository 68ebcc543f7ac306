import {
  EMAIL_RESPONSE_LABELS,
  EMAIL_RESPONSES,
  type EmailResponseAnswer,
  MERGE_TAG_NAMES,
  MERGE_TAGS,
  type MergeTag,
  type MergeTagValue,
  tagsIn,
} from '@portal/contract/recruiter-email';
import { escapeHtml, htmlToText } from '../../core/lib/sanitize';

/** What the merge tags of one mail are filled from. */
export type MergeContext = {
  candidate: { firstName: string; lastName: string; desiredRole: string; location: string };
  job: { title: string; location: string; link: string } | null;
  recruiter: { name: string; email: string };
  organisation: { name: string };
  /** One link per answer; null in a preview written before any campaign exists. */
  responseLink: ((answer: EmailResponseAnswer) => string) | null;
};

const TAG = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The plain value of a tag (what the subject, the text part and the tags view show). */
export function plainValue(tag: MergeTag, ctx: MergeContext): string {
  switch (tag) {
    case 'candidate.first_name':
      return ctx.candidate.firstName;
    case 'candidate.last_name':
      return ctx.candidate.lastName;
    case 'candidate.full_name':
      return `${ctx.candidate.firstName} ${ctx.candidate.lastName}`.trim();
    case 'candidate.desired_role':
      return ctx.candidate.desiredRole;
    case 'candidate.location':
      return ctx.candidate.location;
    case 'job.title':
      return ctx.job?.title ?? '';
    case 'job.location':
      return ctx.job?.location ?? '';
    case 'job.link':
      return ctx.job?.link ?? '';
    case 'recruiter.name':
      return ctx.recruiter.name;
    case 'recruiter.email':
      return ctx.recruiter.email;
    case 'organisation.name':
      return ctx.organisation.name;
    case 'response_links':
      return EMAIL_RESPONSES.map(
        (a) => `${EMAIL_RESPONSE_LABELS[a]}: ${ctx.responseLink?.(a) ?? '(link added when sent)'}`,
      ).join('\n');
  }
}

const linkStyle = 'color:#0e7bab';
const buttonStyle =
  'display:inline-block;margin:4px 6px 4px 0;padding:8px 14px;border-radius:999px;border:1px solid #0e7bab;color:#0e7bab;text-decoration:none';

/** The HTML of a tag written in the text (links become links). */
function htmlValue(tag: MergeTag, ctx: MergeContext): string {
  if (tag === 'job.link' && ctx.job)
    return `<a href="${escapeHtml(ctx.job.link)}" style="${linkStyle}">${escapeHtml(ctx.job.link)}</a>`;
  if (tag === 'response_links') {
    return EMAIL_RESPONSES.map((a) => {
      const href = ctx.responseLink?.(a);
      const label = escapeHtml(EMAIL_RESPONSE_LABELS[a]);
      return href
        ? `<a href="${escapeHtml(href)}" style="${buttonStyle}">${label}</a>`
        : `<span style="${buttonStyle}">${label}</span>`;
    }).join(' ');
  }
  return escapeHtml(plainValue(tag, ctx));
}

const known = (name: string): name is MergeTag => MERGE_TAG_NAMES.includes(name);

/** Tags in the subject: plain text, no HTML. Unknown tags never get here (the contract refuses them). */
export const mergeSubject = (subject: string, ctx: MergeContext) =>
  subject.replace(TAG, (whole, name: string) =>
    known(name) ? plainValue(name, ctx).replace(/\s*\n\s*/g, ' ') : whole,
  );

/**
 * Tags in sanitised HTML: inside an attribute (a link's href) the escaped plain value, in the text
 * the value's HTML. Values are always escaped, so a candidate's name cannot inject markup.
 */
export function mergeHtml(html: string, ctx: MergeContext): string {
  const inAttributes = html.replace(/(\s[a-z-]+=")([^"]*)"/gi, (_all, start: string, value: string) => {
    const merged = value.replace(TAG, (whole, name: string) =>
      known(name) ? escapeHtml(plainValue(name, ctx)) : whole,
    );
    return `${start}${merged}"`;
  });
  return inAttributes.replace(TAG, (whole, name: string) => (known(name) ? htmlValue(name, ctx) : whole));
}

/** The plain-text part: the HTML's text, a link written "label (address)". */
export function textOf(html: string): string {
  const withAddresses = html.replace(
    /<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi,
    (_all, href: string, label: string) => {
      const text = label.replace(/<[^>]+>/g, '');
      return text.trim() === href.trim() ? href : `${text} (${href})`;
    },
  );
  return htmlToText(withAddresses.replace(/<\/a>\s*<a/gi, '</a><br><a'));
}

/** `unsubscribeUrl` is null in a preview, where no recipient exists yet. */
export type MailFooter = { organisation: string; unsubscribeUrl: string | null };

/** The whole mail: the merged body, then who sent it and the visible unsubscribe link. */
export function renderMail(
  template: { subject: string; body: string },
  ctx: MergeContext,
  footer: MailFooter,
): { subject: string; html: string; text: string } {
  const body = mergeHtml(template.body, ctx);
  const unsubscribe = footer.unsubscribeUrl
    ? ` <a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe from recruiter e-mail</a>`
    : ' <span style="color:#6b7280">(Each mail carries its own unsubscribe link.)</span>';
  const footerHtml = `<p style="color:#6b7280;font-size:13px">Sent by ${escapeHtml(footer.organisation)} through Logistics Jobs.${unsubscribe}</p>`;
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">${body}${footerHtml}</body></html>`;
  const footerText = [
    `Sent by ${footer.organisation} through Logistics Jobs.`,
    footer.unsubscribeUrl
      ? `Unsubscribe from recruiter e-mail: ${footer.unsubscribeUrl}`
      : '(Each mail carries its own unsubscribe link.)',
  ].join('\n');
  return { subject: mergeSubject(template.subject, ctx), html, text: `${textOf(body)}\n\n${footerText}` };
}

/** The tags view: every tag the template uses and every one it does not, with its value. */
export function tagValues(template: { subject: string; body: string }, ctx: MergeContext) {
  const used = new Set([...tagsIn(template.subject), ...tagsIn(template.body)]);
  const describe = (tag: MergeTag): MergeTagValue => ({ tag, value: plainValue(tag, ctx) });
  return {
    used: MERGE_TAGS.filter((t) => used.has(t)).map(describe),
    unused: MERGE_TAGS.filter((t) => !used.has(t)).map(describe),
  };
}
