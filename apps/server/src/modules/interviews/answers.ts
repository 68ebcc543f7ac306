import type { CandidateInterview, InterviewAnswerInput } from '@portal/contract/interviews';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { catalogue } from './i18n';
import { toCandidateInterview } from './present';
import { interviewsOfCandidate, interviewViewById, lockCandidateInterview, recordAnswer } from './repository';
import { verifyAnswerToken } from './tokens';

const LINK_INVALID = catalogue.text('errors.link_not_valid_open_my');
const LINK_EXPIRED = catalogue.text('errors.link_has_expired_interview_has');

/**
 * The candidate's side: their interviews, and an answer (accept, decline, ask for another time)
 * given signed in or from the mailed link. The organisation reads the answer from the interview at
 * once; an answer to a cancelled or past interview is refused.
 */
export function createAnswerService(deps: { db: Db; secret: Uint8Array; now?: () => Date }) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();

  async function view(id: number): Promise<CandidateInterview> {
    const v = await interviewViewById(db, id);
    if (!v) throw AppError.notFound(catalogue.text('errors.interview_not_found'));
    return toCandidateInterview(v, now());
  }

  async function answer(
    candidateId: number,
    id: number,
    input: { answer: InterviewAnswerInput['answer']; message: string | null },
  ) {
    await db.transaction(async (tx) => {
      const row = await lockCandidateInterview(tx, id, candidateId);
      if (!row) throw AppError.notFound(catalogue.text('errors.interview_not_found'));
      if (row.status === 'cancelled')
        throw AppError.conflict(catalogue.text('errors.interview_has_been_cancelled'));
      if (row.startsAt <= now())
        throw AppError.conflict(catalogue.text('errors.interview_has_already_taken_place'));
      if (input.answer === 'reschedule_requested' && !input.message)
        throw AppError.validation({ message: [catalogue.text('errors.tell_employer_which_times_suit')] });
      await recordAnswer(tx, id, input.answer, input.message);
    });
    return view(id);
  }

  function fromToken(token: string) {
    const check = verifyAnswerToken(deps.secret, token, now());
    if (!check.ok)
      throw check.reason === 'expired' ? AppError.gone(LINK_EXPIRED) : AppError.notFound(LINK_INVALID);
    return check;
  }

  return {
    async mine(candidateId: number): Promise<CandidateInterview[]> {
      const t = now();
      return (await interviewsOfCandidate(db, candidateId)).map((v) => toCandidateInterview(v, t));
    },
    answer,
    async byLink(token: string): Promise<CandidateInterview> {
      const { interviewId, candidateId } = fromToken(token);
      const v = await interviewViewById(db, interviewId);
      if (!v || v.candidateId !== candidateId) throw AppError.notFound(LINK_INVALID);
      return toCandidateInterview(v, now());
    },
    async answerByLink(
      token: string,
      input: { answer: InterviewAnswerInput['answer']; message: string | null },
    ) {
      const { interviewId, candidateId } = fromToken(token);
      return answer(candidateId, interviewId, input);
    },
  };
}
