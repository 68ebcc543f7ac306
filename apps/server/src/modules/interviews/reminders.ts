import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { type ClaimedMailTask, claimedMailTask, queueClaimedMail } from '../../platform/mail/claimed-mail';
import type { OutgoingMail } from '../../platform/mail/outbox-repository';
import { catalogue as c } from './i18n';
import { jobIn, reminderMail } from './mails';
import { answerUrl, factsOf, INTERVIEWS_PAGE, type MailDeps } from './notify';
import { claimDueReminders, interviewersOf, interviewViewsByIds, type ReminderKind } from './repository';

export type ReminderDeps = MailDeps & { db: Db; log: FastifyBaseLogger; notifyMail: () => void };

/** How soon, for the candidate and for an interviewer. */
const LEAD = {
  '24h': { candidate: 'mail.reminder.candidate.day', panel: 'mail.reminder.panel.day' },
  '2h': { candidate: 'mail.reminder.candidate.hours', panel: 'mail.reminder.panel.hours' },
} as const satisfies Record<ReminderKind, { candidate: string; panel: string }>;

/**
 * One pass: for each kind, the due reminders are claimed and their mails queued in the same
 * transaction (`queueClaimedMail`), so a reminder is sent once whichever worker claims it, and never
 * for a cancelled interview or a time already past (the claim's conditions). `now` is the clock
 * (tests move it).
 */
export async function runReminderPass(deps: Omit<ReminderDeps, 'log'>, now = new Date()): Promise<number> {
  let queued = 0;
  for (const kind of ['24h', '2h'] as const) {
    queued += await queueClaimedMail(
      deps.db,
      (tx) => claimDueReminders(tx, kind, now),
      async (tx, ids) => {
        // In turn: the transaction's one connection runs one statement at a time.
        const views = await interviewViewsByIds(tx, ids);
        const panel = await interviewersOf(tx, ids);
        return views.flatMap((v): OutgoingMail[] => {
          const facts = factsOf(v);
          const candidateName = `${v.candidateFirst} ${v.candidateLast}`.trim();
          const candidateLocale = v.candidateLocale;
          return [
            {
              to: v.candidateEmail,
              ...reminderMail(facts, {
                firstName: v.candidateFirst,
                lead: c.t(candidateLocale, LEAD[kind].candidate, {
                  job: jobIn(candidateLocale, facts),
                  organisation: facts.organisation,
                }),
                link: { href: answerUrl(deps, v), label: c.t(candidateLocale, 'mail.reminder.link') },
                locale: candidateLocale,
              }),
            },
            ...panel
              .filter((p) => p.interviewId === v.interview.id)
              .map((p) => ({
                to: p.email,
                ...reminderMail(facts, {
                  firstName: p.firstName,
                  lead: c.t(p.locale, LEAD[kind].panel, {
                    candidate: candidateName,
                    job: jobIn(p.locale, facts),
                  }),
                  link: {
                    href: `${deps.publicUrl}${INTERVIEWS_PAGE}`,
                    label: c.t(p.locale, 'mail.panel.link'),
                  },
                  locale: p.locale,
                }),
              })),
          ];
        });
      },
    );
  }
  return queued;
}

export type InterviewReminderTask = ClaimedMailTask;

/** Every minute, and soon after an interview is scheduled or moved (a short-notice one may be due at once). */
export function createInterviewReminderTask(
  deps: ReminderDeps & { intervalMs?: number },
): InterviewReminderTask {
  return claimedMailTask('interview reminder pass', () => runReminderPass(deps), deps);
}
