import type { MyEmailStatus, Suppression } from '@portal/contract/recruiter-email';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { catalogue } from './i18n';
import {
  deleteSuppression,
  findSuppression,
  listSuppressions,
  type SuppressionRow,
} from './suppressions-repository';

const toSuppression = (r: SuppressionRow): Suppression => ({
  email: r.email,
  reason: r.reason,
  detail: r.detail,
  created_at: r.createdAt.toISOString(),
});

/** The portal-wide list of addresses recruiter mail skips (staff), and a candidate's own entry. */
export function createSuppressionService(db: Db) {
  return {
    async list(q: { page: number; page_size: number; q?: string; reason?: Suppression['reason'] }) {
      const { rows, total } = await listSuppressions(db, q);
      return { data: rows.map(toSuppression), total };
    },
    /** Recruiter mail may reach the address again (e.g. the candidate fixed their mailbox). */
    async lift(email: string) {
      if (!(await deleteSuppression(db, email)))
        throw AppError.notFound(catalogue.text('errors.address_not_on_suppression_list'));
    },
    async statusOf(email: string): Promise<MyEmailStatus> {
      const row = await findSuppression(db, email);
      return {
        email,
        status: row?.reason ?? 'ok',
        detail: row?.detail ?? null,
        since: row?.createdAt.toISOString() ?? null,
      };
    },
  };
}
