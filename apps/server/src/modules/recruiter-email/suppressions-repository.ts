import type { Suppression } from '@portal/contract/recruiter-email';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { emailSuppressions } from '../../core/db/schema/recruiter-email';

const S = emailSuppressions;
export type SuppressionRow = typeof S.$inferSelect;

/** A page of the suppression list, newest first, and how many match. */
export async function listSuppressions(
  db: Db,
  q: { page: number; page_size: number; q?: string; reason?: Suppression['reason'] },
): Promise<{ rows: SuppressionRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [
    q.q ? ilike(S.email, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    q.reason ? eq(S.reason, q.reason) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(S)
      .where(where)
      .orderBy(desc(S.createdAt), S.email)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(S).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Removes the address from the list; false when it was not on it. */
export async function deleteSuppression(db: Db, email: string): Promise<boolean> {
  const rows = await db.delete(S).where(eq(S.email, email)).returning({ email: S.email });
  return rows.length > 0;
}

export async function findSuppression(db: Db, email: string): Promise<SuppressionRow | undefined> {
  const [row] = await db.select().from(S).where(eq(S.email, email));
  return row;
}

/** The reason each of these addresses is suppressed, for those that are. */
export async function suppressionReasons(db: Db, emails: string[]) {
  return db.select({ email: S.email, reason: S.reason }).from(S).where(inArray(S.email, emails));
}

/** Adds the address as unsubscribed; an address already listed (e.g. bounced) keeps its reason. */
export async function suppressUnsubscribed(db: Db, email: string): Promise<void> {
  await db.insert(S).values({ email, reason: 'unsubscribed' }).onConflictDoNothing();
}
