import type { ApplicantsStatusResult, EmployerStatus } from '@portal/contract/applications';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applicationEvents, applications } from '../../core/db/schema/applications';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { mailPreferences } from '../../core/db/schema/mail-preferences';
import { users } from '../../core/db/schema/users';
import { AppError } from '../../core/lib/app-error';
import { applicationStatusMail } from '../../platform/mail/application-templates';
import { enqueueMail, type OutgoingMail } from '../../platform/mail/outbox-repository';
import type { Caller } from '../../platform/tenancy/scope';
import { ownedBy } from '../../platform/tenancy/scope-repository';
import { mailPreferenceLinks } from '../mail-preferences';

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
    const rows = await tx
      .select({
        id: applications.id,
        status: applications.status,
        candidateId: users.id,
        email: users.email,
        wantsStatusMail: mailPreferences.applicationStatus,
        firstName: users.firstName,
        jobTitle: jobs.title,
        company: jobs.clientCompanyName,
        clientName: clients.name,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(clients, eq(clients.id, jobs.clientId))
      .innerJoin(users, eq(users.id, applications.candidateId))
      .leftJoin(mailPreferences, eq(mailPreferences.userId, users.id))
      .where(and(inArray(applications.id, ids), ownedBy(caller, jobs.clientId)))
      .for('update', { of: applications });
    if (rows.length !== ids.length) throw AppError.notFound('Some of these applicants were not found.');

    const skipped = rows.filter((r) => r.status === 'withdrawn').map((r) => r.id);
    const toMove = rows.filter((r) => r.status !== 'withdrawn' && r.status !== input.status);
    if (toMove.length) {
      const moving = toMove.map((r) => r.id);
      await tx
        .update(applications)
        .set({ status: input.status, updatedAt: new Date() })
        .where(inArray(applications.id, moving));
      await tx
        .insert(applicationEvents)
        .values(
          moving.map((applicationId) => ({ applicationId, status: input.status, changedBy: caller.user.id })),
        );
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
                jobTitle: r.jobTitle,
                company: r.company ?? r.clientName,
                applicationsUrl: `${publicUrl}/candidate/job/applied`,
                links,
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
