import type { ApplicantsStatusResult, EmployerStatus } from '@portal/contract/applications';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { applicationStatusMail } from '../../platform/mail/application-templates';
import { enqueueMail, type OutgoingMail } from '../../platform/mail/outbox-repository';
import { titleIn } from '../../platform/mail/templates';
import type { Caller } from '../../platform/tenancy/scope';
import { mailPreferenceLinks } from '../mail-preferences';
import { catalogue } from './i18n';
import { lockApplicantsForMove, setApplicationsStatus } from './repository';

type Deps = { db: Db; secret: Uint8Array; publicUrl: string; notifyMail: () => void };

/**
 * Moves one or many applicants to a status in one transaction. Every id must be an application of
 * a job the caller manages (else 404 and nothing moves). Withdrawn applications are the candidate's
 * decision: skipped and reported. Each change gets a history row with who made it; with `notify`
 * (the default), each moved candidate who has not turned status mails off gets the status's default
 * mail, queued in the same transaction.
 */
export async function moveApplicants(
  { db, secret, publicUrl, notifyMail }: Deps,
  caller: Caller,
  input: { application_ids: number[]; status: EmployerStatus; notify: boolean },
): Promise<ApplicantsStatusResult> {
  const ids = [...new Set(input.application_ids)];
  const result = await db.transaction(async (tx) => {
    const rows = await lockApplicantsForMove(tx, caller, ids);
    if (rows.length !== ids.length)
      throw AppError.notFound(catalogue.text('errors.some_these_applicants_were_not'));

    const skipped = rows.filter((r) => r.status === 'withdrawn').map((r) => r.id);
    const toMove = rows.filter((r) => r.status !== 'withdrawn' && r.status !== input.status);
    if (toMove.length) {
      const moving = toMove.map((r) => r.id);
      await setApplicationsStatus(tx, moving, input.status, caller.user.id);
    }
    const mails: OutgoingMail[] = input.notify
      ? toMove
          .filter((r) => r.wantsStatusMail !== false)
          .map((r) => {
            const links = mailPreferenceLinks(secret, publicUrl, r.candidateId, 'application_status');
            return {
              to: r.email,
              category: 'application_status',
              headers: links.headers,
              ...applicationStatusMail(input.status, {
                firstName: r.firstName,
                jobTitle: titleIn(r.locale, { title: r.jobTitle, titleAr: r.jobTitleAr }),
                company: r.company ?? r.clientName,
                applicationsUrl: `${publicUrl}/candidate/job/applied`,
                links,
                locale: r.locale,
              }),
            };
          })
      : [];
    await enqueueMail(tx, mails);
    return {
      moved: toMove.length,
      unchanged: rows.length - toMove.length - skipped.length,
      skipped_withdrawn: skipped,
      notified: mails.length,
    };
  });
  if (result.notified) notifyMail();
  return result;
}

/**
 * One application's move made by another module in its own transaction (modules/offers: making an
 * offer moves it to offered, accepting one to hired), with its history row; `changedBy` is who made
 * it (the candidate, for an accepted offer). Mails nothing: the caller sends its own.
 */
export async function setApplicationStatus(
  tx: Db,
  applicationId: number,
  status: EmployerStatus,
  changedBy: number,
): Promise<void> {
  await setApplicationsStatus(tx, [applicationId], status, changedBy);
}
