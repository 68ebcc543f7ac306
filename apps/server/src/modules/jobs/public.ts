import type { Job } from '@portal/contract/jobs';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import type { PermissionStore } from '../../platform/auth/permission-store';
import type { UserWithClient } from '../../platform/auth/signed-in-user';
import { isOwnOrganisation } from '../../platform/tenancy/scope';
import { cached } from './cache';
import { type JobRecord, type LocationRow, loadRefs, locationsOf, toJob } from './hydrate';
import { catalogue } from './i18n';
import { jobDetailRow } from './repository';
import { countView, type Visitor, viewDay, visitorKey } from './views';

export async function isStaff(permissions: PermissionStore, user: UserWithClient | null) {
  return user ? permissions.has(user, 'jobs.manage_all') : false;
}

async function readJob(db: Db, id: number) {
  const found = await jobDetailRow(db, id);
  if (!found) return null;
  const { locs: _l, ...row } = found;
  return { row, locations: locationsOf([found]) };
}

/**
 * A job the public may see: anything but a draft; drafts only to their organisation and staff.
 * The row is reused like search answers (cache.ts: dropped whenever a job changes); who may see
 * what is decided on every call.
 */
export async function findVisibleJob(
  db: Db,
  id: number,
  viewer: { user: UserWithClient | null; staff: boolean },
): Promise<{ row: JobRecord; locations: Map<number, LocationRow[]>; privileged: boolean } | null> {
  const found = await cached(db, `job:${id}`, () => readJob(db, id), { pool: 'records' });
  if (!found) return null;
  const { row } = found;
  const privileged = viewer.staff || isOwnOrganisation(viewer.user, row.clientId);
  if (row.status === 'draft' && !privileged) return null;
  return { ...found, privileged };
}

/** What counting a view needs: who the visitor is, the key it is hashed under, where to log. */
export type ViewCounting = { visitor: Visitor; secret: Uint8Array; log: FastifyBaseLogger };

export async function viewJob(
  db: Db,
  id: number,
  viewer: { user: UserWithClient | null; staff: boolean },
  counting: ViewCounting,
): Promise<Job> {
  const found = await findVisibleJob(db, id, viewer);
  if (!found) throw AppError.notFound(catalogue.text('errors.job_not_found'));
  // The organisation's own and staff visits are not views.
  if (!found.privileged) {
    const day = viewDay();
    countView(db, id, visitorKey(counting.secret, counting.visitor, day), day, counting.log);
  }
  return toJob(found.row, await loadRefs(db, [found.row], found.locations), found.privileged);
}

export const isOpen = (r: Pick<JobRecord, 'status' | 'validThrough'>) =>
  r.status === 'published' && (!r.validThrough || r.validThrough.getTime() > Date.now());
