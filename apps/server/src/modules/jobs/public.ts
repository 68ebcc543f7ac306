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

/**
 * A job as read once and kept (cache.ts: dropped whenever a job changes): its row, locations and,
 * from the first public view on, the public answer made from that same row.
 */
type JobEntry = {
  row: JobRecord;
  locations: Map<number, LocationRow[]>;
  /** What everyone who is neither its organisation nor staff sees: the same for all of them. */
  publicAnswer?: Promise<Job>;
};

/**
 * A job's entry, with its public answer made at once unless it is a draft: an entry read again
 * ahead of its end (cache.ts) then replaces the old one complete, instead of every view after the
 * swap waiting for the answer's queries (on the embedded database, in one queue).
 */
async function readJob(db: Db, id: number): Promise<JobEntry | null> {
  const found = await jobDetailRow(db, id);
  if (!found) return null;
  const { locs: _l, ...row } = found;
  const entry: JobEntry = { row, locations: locationsOf([found]) };
  if (row.status !== 'draft') await publicAnswer(db, entry).catch(() => {});
  return entry;
}

/** Who may see what is decided on every call; drafts only to their organisation and staff. */
async function visibleEntry(db: Db, id: number, viewer: { user: UserWithClient | null; staff: boolean }) {
  const entry = await cached(db, `job:${id}`, () => readJob(db, id), { pool: 'records' });
  if (!entry) return null;
  const privileged = viewer.staff || isOwnOrganisation(viewer.user, entry.row.clientId);
  if (entry.row.status === 'draft' && !privileged) return null;
  return { entry, privileged };
}

/**
 * A job the public may see: anything but a draft; drafts only to their organisation and staff.
 * The row is reused like search answers (cache.ts: dropped whenever a job changes).
 */
export async function findVisibleJob(
  db: Db,
  id: number,
  viewer: { user: UserWithClient | null; staff: boolean },
): Promise<{ row: JobRecord; locations: Map<number, LocationRow[]>; privileged: boolean } | null> {
  const found = await visibleEntry(db, id, viewer);
  return found && { row: found.entry.row, locations: found.entry.locations, privileged: found.privileged };
}

/** What counting a view needs: who the visitor is, the key it is hashed under, where to log. */
export type ViewCounting = { visitor: Visitor; secret: Uint8Array; log: FastifyBaseLogger };

/**
 * The job as this viewer sees it; `shared`: it is the public answer, one object for every viewer
 * until the job changes (the route makes its body once).
 */
export async function viewJob(
  db: Db,
  id: number,
  viewer: { user: UserWithClient | null; staff: boolean },
  counting: ViewCounting,
): Promise<{ job: Job; shared: boolean }> {
  const found = await visibleEntry(db, id, viewer);
  if (!found) throw AppError.notFound(catalogue.text('errors.job_not_found'));
  const { entry, privileged } = found;
  // The organisation's own and staff visits are not views, and they see the salary it hides.
  if (privileged)
    return { job: toJob(entry.row, await loadRefs(db, [entry.row], entry.locations), true), shared: false };
  const day = viewDay();
  countView(db, id, visitorKey(counting.secret, counting.visitor, day), day, counting.log);
  return { job: await publicAnswer(db, entry), shared: true };
}

/**
 * Made once per entry, so it can never be older than the row it sits beside, and goes with it.
 * A failed one is not kept: the next view tries again.
 */
function publicAnswer(db: Db, entry: JobEntry): Promise<Job> {
  if (!entry.publicAnswer) {
    const made = loadRefs(db, [entry.row], entry.locations).then((refs) => toJob(entry.row, refs));
    entry.publicAnswer = made;
    made.catch(() => {
      if (entry.publicAnswer === made) entry.publicAnswer = undefined;
    });
  }
  return entry.publicAnswer;
}

export const isOpen = (r: Pick<JobRecord, 'status' | 'validThrough'>) =>
  r.status === 'published' && (!r.validThrough || r.validThrough.getTime() > Date.now());
