import type { ApplicantScreening, ScreeningAnswerValue, ScreeningQuestion } from '@portal/contract/screening';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import type { Caller } from '../../platform/tenancy/scope';
import { catalogue } from './i18n';
import { passes, verdict } from './knockout';
import { ownerQuestions } from './questions';
import { insertScreening, type ScreeningRow, screeningInScope } from './repository';

/**
 * Keeps the answers with the application and the questions as they are now (the snapshot), and
 * says whether a knock-out failed. Runs inside the apply transaction.
 */
export async function recordScreening(
  tx: Db,
  input: {
    applicationId: number;
    questions: ScreeningQuestion[];
    answers: Record<string, ScreeningAnswerValue>;
    autoDecline: boolean;
  },
) {
  const { passed, failed } = verdict(input.questions, input.answers);
  const declined = input.autoDecline && passed === false;
  await insertScreening(tx, {
    applicationId: input.applicationId,
    questions: input.questions,
    answers: input.answers,
    knockoutPassed: passed,
    failedQuestionIds: failed,
    autoDeclined: declined,
  });
  return { passed, declined };
}

/** Each snapshot question with its answer and its knock-out mark. */
export function answersOf(row: ScreeningRow | null | undefined) {
  if (!row) return [];
  return ownerQuestions(row.questions).map((question) => {
    const answer = row.answers[question.id];
    return { question, answer: answer ?? null, passed: passes(question, answer) };
  });
}

/** GET jobs/applicants/{id}/screening: 404 unless the application is of a job the caller manages. */
export async function applicantScreening(db: Db, caller: Caller, id: number): Promise<ApplicantScreening> {
  const row = await screeningInScope(db, caller, id);
  if (!row) throw AppError.notFound(catalogue.text('errors.applicant_not_found'));
  const s = row.screening;
  return {
    application_id: id,
    knockout_passed: s?.knockoutPassed ?? null,
    auto_declined: s?.autoDeclined ?? false,
    answered_at: s?.createdAt.toISOString() ?? null,
    answers: answersOf(s),
  };
}
