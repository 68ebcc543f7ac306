import {
  COVER_LETTER_LIBRARY_MAX,
  COVER_LETTER_LIMIT_MESSAGE,
  type CoverLetter,
} from '@portal/contract/candidate-documents';
import type { Db } from '../../core/db/client';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { catalogue } from './i18n';
import {
  type CoverLetterRow,
  countCoverLetters,
  coverLettersOf,
  deleteCoverLetter,
  insertCoverLetter,
  lockCandidateLetters,
  updateCoverLetter,
} from './repository';

export const COVER_LETTER_NOT_FOUND = catalogue.text('errors.cover_letter_not_there');

export const coverLetterOut = (r: CoverLetterRow): CoverLetter => ({
  id: r.id,
  title: r.title,
  body: r.body,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/**
 * A candidate's saved cover letters (at most COVER_LETTER_LIBRARY_MAX): theirs alone, picked from
 * when applying. An application keeps the text it was sent with, so editing or deleting a letter
 * never changes what an employer received.
 */
export function createCoverLetterService(db: Db) {
  return {
    list: async (userId: number) => (await coverLettersOf(db, userId)).map(coverLetterOut),

    create: (userId: number, input: { title: string; body: string }) =>
      db.transaction(async (tx) => {
        await lockCandidateLetters(tx, userId);
        if ((await countCoverLetters(tx, userId)) >= COVER_LETTER_LIBRARY_MAX)
          throw new AppError('limit_reached', 422, contractText(COVER_LETTER_LIMIT_MESSAGE));
        return coverLetterOut(await insertCoverLetter(tx, { candidateId: userId, ...input }));
      }),

    async update(userId: number, id: number, patch: { title?: string; body?: string }) {
      const row = await updateCoverLetter(db, userId, id, patch);
      if (!row) throw AppError.notFound(COVER_LETTER_NOT_FOUND);
      return coverLetterOut(row);
    },

    async remove(userId: number, id: number) {
      if (!(await deleteCoverLetter(db, userId, id))) throw AppError.notFound(COVER_LETTER_NOT_FOUND);
    },
  };
}
