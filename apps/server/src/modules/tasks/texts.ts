import type { Locale } from '@portal/contract/locale';
import { titleIn } from '../../platform/mail/templates';
import { catalogue } from './i18n';

/**
 * Texts the database composes in a neutral form (JSON) and the reader sees in their language: a task's
 * subject ("Sara Khan for Warehouse Supervisor") and a proposal's title. Text that is not of this form
 * (rows written before, a label that is only a name) is shown as it is.
 */
const parse = (raw: string): Record<string, string | null> | null => {
  if (!raw.startsWith('{')) return null;
  try {
    return JSON.parse(raw) as Record<string, string | null>;
  } catch {
    return null;
  }
};

/** A subject's label in the reader's language; a subject since deleted is "Removed". */
export function subjectLabelIn(label: string | null, locale: Locale): string {
  if (label === null) return catalogue.t(locale, 'subject.removed');
  const v = parse(label);
  if (!v) return label;
  const job = titleIn(locale, { title: v.job ?? '', titleAr: v.job_ar });
  return v.person ? catalogue.t(locale, 'subject.application', { person: v.person, job }) : job;
}

const weekday = (at: string, timeZone: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', {
    weekday: 'long',
    timeZone,
  }).format(new Date(at));

/** A proposal's title in the reader's language. */
export function proposalTitleIn(title: string, locale: Locale): string {
  const v = parse(title);
  if (!v) return title;
  if (v.kind === 'interview_follow_up' && v.at)
    return catalogue.t(locale, 'proposal.followUp', {
      name: v.name ?? '',
      day: weekday(v.at, v.zone ?? 'Asia/Dubai', locale),
    });
  if (v.kind === 'job_expiring')
    return catalogue.t(locale, 'proposal.renew', {
      job: titleIn(locale, { title: v.job ?? '', titleAr: v.job_ar }),
    });
  return title;
}
