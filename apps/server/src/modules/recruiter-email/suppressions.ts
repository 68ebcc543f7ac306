import type { MyEmailStatus, Suppression } from '@portal/contract/recruiter-email';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { emailSuppressions } from '../../core/db/schema/recruiter-email';
import { AppError } from '../../core/lib/app-error';

const S = emailSuppressions;
const toSuppression = (r: typeof S.$inferSelect): Suppression => ({
  email: r.email,
  reason: r.reason,
  detail: r.detail,
  created_at: r.createdAt.toISOString(),
});

/** The portal-wide list of addresses recruiter mail skips (staff), and a candidate's own entry. */
export function createSuppressionService(db: Db) {
  return {
    async list(q: { page: number; page_size: number; q?: string; reason?: Suppression['reason'] }) {
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
      return { data: rows.map(toSuppression), total: total?.n ?? 0 };
    },
    /** Recruiter mail may reach the address again (e.g. the candidate fixed their mailbox). */
    async lift(email: string) {
      const rows = await db.delete(S).where(eq(S.email, email)).returning({ email: S.email });
      if (rows.length === 0) throw AppError.notFound('This address is not on the suppression list.');
    },
    async statusOf(email: string): Promise<MyEmailStatus> {
      const [row] = await db.select().from(S).where(eq(S.email, email));
      return {
        email,
        status: row?.reason ?? 'ok',
        detail: row?.detail ?? null,
        since: row?.createdAt.toISOString() ?? null,
      };
    },
  };
}
