import type { AuditEntry, AuditQuery } from '@portal/contract/user-admin';
import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/user-admin';

const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The audit log, newest first, narrowed by action (prefix), actor e-mail, target and dates (UTC days). */
export async function readAuditLog(db: Db, q: AuditQuery): Promise<{ rows: AuditEntry[]; total: number }> {
  const filters: (SQL | undefined)[] = [];
  if (q.action) filters.push(ilike(auditLog.action, `${q.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (q.actor) filters.push(ilike(auditLog.actorEmail, likeTerm(q.actor)));
  if (q.target_type) filters.push(eq(auditLog.targetType, q.target_type));
  if (q.target_id) filters.push(eq(auditLog.targetId, q.target_id));
  if (q.from) filters.push(gte(auditLog.createdAt, sql`${q.from}::date`));
  if (q.to) filters.push(lt(auditLog.createdAt, sql`${q.to}::date + 1`));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor_email: r.actorEmail,
      target_type: r.targetType,
      target_id: r.targetId,
      client_id: r.clientId,
      before: r.before,
      after: r.after,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
