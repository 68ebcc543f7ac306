import type { Locale } from '@portal/contract/locale';
import { formatInZone } from '../../core/lib/zoned-time';
import { catalogue } from './i18n';

/** An interview step in an application's history: what happened, and the interview's time and zone. */
export type InterviewStep = { change: 'scheduled' | 'moved' | 'cancelled'; at: Date; timeZone: string };

const MARK = 'interview:';

/**
 * The history row keeps the step in a neutral form ("interview:" and JSON), so each reader sees it in
 * their own language; rows written before this (English text) are shown as they are.
 */
export const encodeInterviewStep = (step: InterviewStep): string =>
  `${MARK}${JSON.stringify({ change: step.change, at: step.at.toISOString(), zone: step.timeZone })}`;

export function renderHistoryNote(note: string | null, locale: Locale): string | null {
  if (!note?.startsWith(MARK)) return note;
  try {
    const { change, at, zone } = JSON.parse(note.slice(MARK.length)) as {
      change: string;
      at: string;
      zone: string;
    };
    const when = formatInZone(new Date(at), zone, locale);
    if (change === 'cancelled') return catalogue.t(locale, 'history.interviewCancelled', { when });
    if (change === 'moved') return catalogue.t(locale, 'history.interviewMoved', { when });
    return catalogue.t(locale, 'history.interviewScheduled', { when });
  } catch {
    return note;
  }
}
