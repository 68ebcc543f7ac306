import {
  type alertInputSchema,
  type alertPatchSchema,
  type JobAlert,
  MAX_ALERTS,
} from '@portal/contract/alerts';
import type { z } from 'zod';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { verifyUnsubscribeToken } from '../../platform/mail/unsubscribe-token';
import { describeCriteria, nameFromLabels, searchQueryOf } from './criteria';
import { catalogue } from './i18n';
import {
  type AlertChange,
  type AlertRow,
  alertsOf,
  criteriaOf,
  deactivateAlert,
  deleteOwnAlert,
  insertAlert,
  lockAndCountAlerts,
  ownAlert,
  updateOwnAlert,
} from './repository';

type AlertInput = z.output<typeof alertInputSchema>;
type AlertPatch = z.output<typeof alertPatchSchema>;

async function toAlert(db: Db, row: AlertRow): Promise<JobAlert> {
  const criteria = criteriaOf(row);
  return {
    id: row.id,
    name: row.name,
    criteria,
    labels: await describeCriteria(db, criteria),
    search_query: searchQueryOf(criteria),
    frequency: row.frequency,
    active: row.active,
    last_run_at: row.lastRunAt.toISOString(),
    next_run_at: row.nextRunAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function createAlertService(deps: { db: Db; secret: Uint8Array }) {
  const { db } = deps;
  return {
    async list(candidateId: number): Promise<JobAlert[]> {
      const rows = await alertsOf(db, candidateId);
      return Promise.all(rows.map((r) => toAlert(db, r)));
    },

    async create(candidateId: number, input: AlertInput): Promise<JobAlert> {
      const labels = await describeCriteria(db, input.criteria, true);
      const row = await db.transaction(async (tx) => {
        if ((await lockAndCountAlerts(tx, candidateId)) >= MAX_ALERTS)
          throw AppError.conflict(
            catalogue.text('errors.you_can_keep_up_alerts', { MAX_ALERTS: String(MAX_ALERTS) }),
          );
        return insertAlert(tx, {
          candidateId,
          name: input.name || nameFromLabels(labels),
          criteria: input.criteria,
          frequency: input.frequency,
          active: input.active,
        });
      });
      return toAlert(db, row);
    },

    async update(candidateId: number, id: number, patch: AlertPatch): Promise<JobAlert> {
      const current = await ownAlert(db, candidateId, id);
      if (!current) throw AppError.notFound(catalogue.text('errors.alert_not_found'));
      const criteria = patch.criteria ?? criteriaOf(current);
      if (patch.criteria) await describeCriteria(db, criteria, true);
      const frequency = patch.frequency ?? current.frequency;
      const set: AlertChange = {};
      if (patch.name) set.name = patch.name;
      // A cleared name falls back to the criteria's summary, as on create.
      if (patch.name === '') set.name = nameFromLabels(await describeCriteria(db, criteria));
      if (patch.criteria) set.criteria = criteria;
      if (patch.frequency) set.frequency = frequency;
      if (patch.active !== undefined) set.active = patch.active;
      if (patch.active === true && !current.active) {
        // Pausing meant "not these jobs": resuming starts afresh instead of mailing the backlog.
        set.schedule = { kind: 'restart', frequency };
      } else if (patch.frequency && patch.frequency !== current.frequency) {
        set.schedule = { kind: 'from-last-run', frequency };
      }
      const row = await updateOwnAlert(db, candidateId, id, set);
      if (!row) throw AppError.notFound(catalogue.text('errors.alert_not_found'));
      return toAlert(db, row);
    },

    async remove(candidateId: number, id: number): Promise<void> {
      if (!(await deleteOwnAlert(db, candidateId, id)))
        throw AppError.notFound(catalogue.text('errors.alert_not_found'));
    },

    /** Deactivates the token's alert; a second call, or an alert deleted since, is no error. */
    async unsubscribe(token: string): Promise<{ name: string | null }> {
      const id = verifyUnsubscribeToken(deps.secret, token);
      if (id === null) throw AppError.notFound(catalogue.text('errors.unsubscribe_link_not_valid'));
      const row = await deactivateAlert(db, id);
      return { name: row?.name ?? null };
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
