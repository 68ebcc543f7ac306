import { offerToday } from '@portal/contract/offers';
import type { Db } from '../../core/db/client';
import { interviewsOf, messagesOf, offersOf, screeningsOf } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Application = { id: number; jobId: number; jobTitle: string };

/**
 * The export's part about what followed each application: the screening answers, the interviews
 * and the candidate's answers to them, the message threads and the offers. Only what the candidate
 * saw or wrote: scorecards, internal notes and who sat on a panel are the organisation's own.
 */
export async function exportAfterApplying(db: Db, apps: Application[]) {
  if (apps.length === 0) return { screening_answers: [], interviews: [], messages: [], offers: [] };
  const ids = apps.map((a) => a.id);
  const [screenings, interviewRows, messageRows, offerRows] = await Promise.all([
    screeningsOf(db, ids),
    interviewsOf(db, ids),
    messagesOf(db, ids),
    offersOf(db, ids),
  ]);
  const byId = new Map(apps.map((a) => [a.id, a]));
  const job = (applicationId: number) => {
    const app = byId.get(applicationId);
    return { job_id: app?.jobId ?? null, job_title: app?.jobTitle ?? null };
  };

  return {
    screening_answers: screenings.map((s) => ({
      ...job(s.applicationId),
      answered_at: iso(s.createdAt),
      answers: s.questions.map((q) => ({ question: q.text, answer: s.answers[q.id] ?? null })),
    })),
    interviews: interviewRows.map((i) => ({
      ...job(i.applicationId),
      starts_at: iso(i.startsAt),
      time_zone: i.timeZone,
      duration_minutes: Math.round((i.endsAt.getTime() - i.startsAt.getTime()) / 60_000),
      kind: i.kind,
      location: i.officeName ? `${i.officeName}, ${i.officeAddress}` : null,
      video_link: i.videoUrl,
      note_to_you: i.note,
      status: i.status,
      your_answer: i.response,
      your_message: i.responseMessage,
      answered_at: iso(i.respondedAt),
    })),
    messages: apps
      .filter((a) => messageRows.some((m) => m.applicationId === a.id))
      .map((a) => ({
        ...job(a.id),
        messages: messageRows
          .filter((m) => m.applicationId === a.id)
          .map((m) => ({
            from: m.senderSide === 'candidate' ? 'you' : 'organisation',
            text: m.body,
            attachment: m.attachmentName,
            sent_at: iso(m.createdAt),
            read_at: iso(m.readAt),
          })),
      })),
    offers: offerRows.map((o) => ({
      ...job(o.applicationId),
      position: byId.get(o.applicationId)?.jobTitle ?? null,
      salary_amount: o.salaryAmount,
      currency: o.currency,
      salary_period: o.salaryPeriod,
      start_date: o.startDate,
      benefits: o.benefits,
      // A pending offer past its answer-by day is expired, as the candidate area shows it.
      status: o.status === 'pending' && o.expiresOn < offerToday() ? 'expired' : o.status,
      answer_by: o.expiresOn,
      sent_at: iso(o.createdAt),
      answered_at: iso(o.answeredAt),
    })),
  };
}
