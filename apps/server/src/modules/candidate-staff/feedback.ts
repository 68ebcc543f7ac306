import type { FeedbackNote } from '@portal/contract/candidates';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { consultantFeedback } from '../../db/schema/candidates';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';

const author = alias(users, 'author');

/** The candidate's user row, or 404: an id of an employer or of nobody is "no such candidate". */
export async function assertCandidate(db: Db, id: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'candidate')));
  if (!row) throw AppError.notFound('Candidate not found.');
}

/** Staff notes on a candidate, newest first, each with its author's name. */
export async function listFeedback(db: Db, candidateId: number): Promise<FeedbackNote[]> {
  await assertCandidate(db, candidateId);
  const rows = await db
    .select({ note: consultantFeedback, author })
    .from(consultantFeedback)
    .leftJoin(author, eq(author.id, consultantFeedback.authorId))
    .where(eq(consultantFeedback.candidateId, candidateId))
    .orderBy(desc(consultantFeedback.createdAt), desc(consultantFeedback.id));
  return rows.map(({ note, author: a }) => ({
    id: note.id,
    body: note.body,
    author: a ? { id: a.id, name: `${a.firstName} ${a.lastName}` } : null,
    created_at: note.createdAt.toISOString(),
  }));
}

export async function addFeedback(
  db: Db,
  candidateId: number,
  authorId: number,
  body: string,
): Promise<FeedbackNote> {
  await assertCandidate(db, candidateId);
  const [note] = await db.insert(consultantFeedback).values({ candidateId, authorId, body }).returning();
  if (!note) throw new Error('insert returned no row');
  const [a] = await db.select().from(users).where(eq(users.id, authorId));
  return {
    id: note.id,
    body: note.body,
    author: a ? { id: a.id, name: `${a.firstName} ${a.lastName}` } : null,
    created_at: note.createdAt.toISOString(),
  };
}
