import type { EmailPreview } from '@portal/contract/recruiter-email';
import { tagsIn } from '@portal/contract/recruiter-email';
import type { Db } from '../../core/db/client';
import type { Caller } from '../../platform/tenancy/scope';
import {
  type CandidateFacts,
  defaultPreviewCandidate,
  defaultPreviewJob,
  type JobFacts,
  mergeContext,
  organisationName,
  ownJob,
  reachableCandidate,
} from './context';
import { renderMail, tagValues } from './merge';
import { sanitizeEmailBody } from './templates';

type Choice = { candidate_id?: number | null; job_id?: number | null };

/**
 * A real candidate and job for the preview: the ones chosen (checked against the caller's reach),
 * else the organisation's latest. A job is looked up only when the message uses a job tag or one
 * was chosen.
 */
async function previewSubjects(
  db: Db,
  caller: Caller,
  publicUrl: string,
  choice: Choice,
  needsJob: boolean,
): Promise<{ candidate: CandidateFacts | null; job: JobFacts | null }> {
  const candidate = choice.candidate_id
    ? await reachableCandidate(db, caller, choice.candidate_id)
    : await defaultPreviewCandidate(db, caller);
  const job = choice.job_id
    ? await ownJob(db, caller, choice.job_id, publicUrl)
    : needsJob
      ? await defaultPreviewJob(db, caller, publicUrl)
      : null;
  return { candidate, job };
}

const usesJob = (text: string) => tagsIn(text).some((t) => t.startsWith('job.'));

export async function previewMail(
  db: Db,
  caller: Caller,
  publicUrl: string,
  input: { subject: string; body: string } & Choice,
): Promise<EmailPreview> {
  const body = sanitizeEmailBody(input.body);
  const { candidate, job } = await previewSubjects(
    db,
    caller,
    publicUrl,
    input,
    usesJob(input.subject + body),
  );
  const organisation = await organisationName(db, caller.user.clientId);
  const ctx = mergeContext({ candidate, job, caller, organisation, responseLink: null });
  const mail = renderMail({ subject: input.subject, body }, ctx, { organisation, unsubscribeUrl: null });
  return {
    ...mail,
    candidate: candidate ? { id: candidate.id, name: `${candidate.firstName} ${candidate.lastName}` } : null,
    job: job ? { id: job.id, title: job.title } : null,
  };
}

export async function templateTags(
  db: Db,
  caller: Caller,
  publicUrl: string,
  template: { subject: string; body: string },
  choice: Choice,
) {
  const { candidate, job } = await previewSubjects(db, caller, publicUrl, choice, true);
  const organisation = await organisationName(db, caller.user.clientId);
  const ctx = mergeContext({ candidate, job, caller, organisation, responseLink: null });
  return {
    ...tagValues(template, ctx),
    candidate: candidate ? { id: candidate.id, name: `${candidate.firstName} ${candidate.lastName}` } : null,
    job: job ? { id: job.id, title: job.title } : null,
  };
}
