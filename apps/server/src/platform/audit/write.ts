import type { Db } from '../../core/db/client';
import { auditLog } from '../../core/db/schema/user-admin';

export type AuditEntry = {
  action: string;
  targetType: string;
  targetId: string | number;
  clientId?: number | null;
  before?: unknown;
  after?: unknown;
};

/** Writes one audit row in the caller's transaction, so the change and its record commit together. */
export async function writeAudit(
  db: Db,
  actor: { id: number | null; email: string },
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    clientId: entry.clientId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
