import type { FeedbackNote } from '@portal/contract/candidates';
import type { Db } from '../../core/db/client';
import { assertCandidateReach } from '../../platform/tenancy/candidates';
import { type Caller, ownClientId } from '../../platform/tenancy/scope';
import { feedbackRows, insertFeedback } from './repository';

/**
 * The caller's organisation's notes on a candidate it can reach, newest first, each with its
 * author's name. Notes belong to the organisation that wrote them: nobody else reads them, the
 * operator included.
 */
export async function listFeedback(db: Db, caller: Caller, candidateId: number): Promise<FeedbackNote[]> {
  await assertCandidateReach(db, caller, candidateId);
  const rows = await feedbackRows(db, caller, candidateId);
  return rows.map(({ note, author: a }) => ({
    id: note.id,
    body: note.body,
    author: a ? { id: a.id, name: `${a.firstName} ${a.lastName}` } : null,
    created_at: note.createdAt.toISOString(),
  }));
}

/** A note by the caller, owned by the caller's organisation. */
export async function addFeedback(
  db: Db,
  caller: Caller,
  candidateId: number,
  body: string,
): Promise<FeedbackNote> {
  await assertCandidateReach(db, caller, candidateId);
  const note = await insertFeedback(db, {
    candidateId,
    clientId: ownClientId(caller),
    authorId: caller.user.id,
    body,
  });
  const { user } = caller;
  return {
    id: note.id,
    body: note.body,
    author: { id: user.id, name: `${user.firstName} ${user.lastName}` },
    created_at: note.createdAt.toISOString(),
  };
}
