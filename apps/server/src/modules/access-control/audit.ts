import type { AuditEntry, AuditQuery } from '@portal/contract/user-admin';
import type { Db } from '../../core/db/client';
import { auditLogPage } from './repository';

/** The audit log, newest first, narrowed by action (prefix), actor e-mail, target and dates (UTC days). */
export async function readAuditLog(db: Db, q: AuditQuery): Promise<{ rows: AuditEntry[]; total: number }> {
  const { rows, total } = await auditLogPage(db, q);
  return {
    total,
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
