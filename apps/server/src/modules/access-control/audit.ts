import type { Locale } from '@portal/contract/locale';
import type { AuditEntry, AuditQuery } from '@portal/contract/user-admin';
import type { Db } from '../../core/db/client';
import { proposalTitleIn } from '../tasks';
import { auditLogPage } from './repository';

type Change = Record<string, unknown>;

/**
 * Entries whose change keeps a text in a neutral form (a key and values) rather than in one
 * language, and how each reads in the reader's language. Older rows in English are shown as they are.
 */
const STORED_TEXTS: Record<string, (after: Change, locale: Locale) => Change> = {
  'task_proposal.dismiss': (after, locale) =>
    typeof after.title === 'string' ? { ...after, title: proposalTitleIn(after.title, locale) } : after,
};

const isChange = (v: unknown): v is Change => typeof v === 'object' && v !== null && !Array.isArray(v);

function readable(action: string, after: unknown, locale: Locale): unknown {
  const render = STORED_TEXTS[action];
  return render && isChange(after) ? render(after, locale) : after;
}

/** The audit log, newest first, narrowed by action (prefix), actor e-mail, target and dates (UTC days). */
export async function readAuditLog(
  db: Db,
  q: AuditQuery,
  locale: Locale = 'en',
): Promise<{ rows: AuditEntry[]; total: number }> {
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
      after: readable(r.action, r.after, locale),
      created_at: r.createdAt.toISOString(),
    })),
  };
}
