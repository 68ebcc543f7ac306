import { eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { users } from '../../core/db/schema/users';

const sideColumns = {
  id: users.id,
  role: users.role,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  phone: users.phone,
  merged_into: users.mergedInto,
};

/** The records of a merge (the preview reads them without a lock). */
export function readCandidates(db: Db, ids: number[]) {
  return db.select(sideColumns).from(users).where(inArray(users.id, ids));
}

/** The two records of a merge, locked for the transaction so two merges of the same pair queue. */
export function lockCandidates(tx: Db, ids: number[]) {
  return tx.select(sideColumns).from(users).where(inArray(users.id, ids)).orderBy(users.id).for('update');
}

type Pair = { survivor: number; duplicate: number };

/** `exists` a row of the survivor's for the same job: the duplicate's application to it clashes. */
const survivorApplied = (p: Pair) =>
  sql`exists (select 1 from applications s where s.candidate_id = ${p.survivor} and s.job_id = a.job_id)`;
const survivorInFolder = (p: Pair) =>
  sql`exists (select 1 from cv_folder_candidates s where s.candidate_id = ${p.survivor} and s.folder_id = f.folder_id)`;

/**
 * How many rows of each kind would move from the duplicate (the preview and the result say the same:
 * both are counted before anything moves). Clashing applications and folder entries are not counted.
 */
export async function countMoves(db: Db, p: Pair) {
  const d = p.duplicate;
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from applications a where a.candidate_id = ${d} and not ${survivorApplied(p)}) as applications,
      (select count(*)::int from consultant_feedback where candidate_id = ${d}) as notes,
      (select count(*)::int from cv_folder_candidates f where f.candidate_id = ${d} and not ${survivorInFolder(p)}) as folder_entries,
      (select count(*)::int from candidate_access_log where candidate_id = ${d}) as views,
      (select count(*)::int from files where owner_id = ${d}) as files,
      (select count(*)::int from candidate_cvs where candidate_id = ${d}) as cvs,
      (select count(*)::int from cover_letters where candidate_id = ${d}) as cover_letters,
      (select count(*)::int from candidate_consents where candidate_id = ${d}) as consents,
      (select count(*)::int from saved_jobs j where j.candidate_id = ${d}
        and not exists (select 1 from saved_jobs s where s.candidate_id = ${p.survivor} and s.job_id = j.job_id)) as saved_jobs,
      (select count(*)::int from job_alerts where candidate_id = ${d}) as job_alerts,
      (select count(*)::int from client_cv_shares where candidate_id = ${d}) as client_cv_shares`,
  );
  return row ?? {};
}

/** The duplicate's rows the survivor already has: an application to the same job, the same folder. */
export async function clashes(db: Db, p: Pair) {
  const apps = await queryRows<{ label: string }>(
    db,
    sql`select j.title || ' (job ' || j.id || ')' as label from applications a join jobs j on j.id = a.job_id
      where a.candidate_id = ${p.duplicate} and ${survivorApplied(p)} order by j.id`,
  );
  const folders = await queryRows<{ label: string }>(
    db,
    sql`select c.name || ' (folder ' || c.id || ')' as label from cv_folder_candidates f
      join cv_folders c on c.id = f.folder_id
      where f.candidate_id = ${p.duplicate} and ${survivorInFolder(p)} order by c.id`,
  );
  return [
    ...apps.map((r) => ({ kind: 'applications' as const, label: r.label })),
    ...folders.map((r) => ({ kind: 'folder_entries' as const, label: r.label })),
  ];
}

/**
 * Moves every row of the duplicate the survivor can take. An application to a job the survivor also
 * applied to stays on the merged record (the survivor's is kept; nothing an employer holds is
 * deleted); its messages, interviews, offers, screening answers and scorecards move with each moved
 * application because they hang on the application. A folder the survivor is already in keeps the
 * survivor's entry (with the duplicate's note if the survivor's had none).
 */
export async function moveRows(tx: Db, p: Pair) {
  const { survivor: s, duplicate: d } = p;
  await tx.execute(
    sql`update applications a set candidate_id = ${s} where a.candidate_id = ${d} and not ${survivorApplied(p)}`,
  );
  // What the candidate did on the moved applications (sent a message, withdrew) is the survivor's now.
  await tx.execute(sql`update messages set sender_id = ${s} where sender_id = ${d}
    and application_id in (select id from applications where candidate_id = ${s})`);
  await tx.execute(sql`update message_notices set recipient_id = ${s} where recipient_id = ${d}
    and application_id in (select id from applications where candidate_id = ${s})`);
  await tx.execute(sql`update application_events set changed_by = ${s} where changed_by = ${d}
    and application_id in (select id from applications where candidate_id = ${s})`);
  await tx.execute(sql`update consultant_feedback set candidate_id = ${s} where candidate_id = ${d}`);
  await tx.execute(sql`update cv_folder_candidates s set note = f.note from cv_folder_candidates f
    where s.candidate_id = ${s} and f.candidate_id = ${d} and f.folder_id = s.folder_id
      and s.note is null and f.note is not null`);
  await tx.execute(
    sql`delete from cv_folder_candidates f where f.candidate_id = ${d} and ${survivorInFolder(p)}`,
  );
  await tx.execute(sql`update cv_folder_candidates set candidate_id = ${s} where candidate_id = ${d}`);
  await tx.execute(sql`update candidate_access_log set candidate_id = ${s} where candidate_id = ${d}`);
  await tx.execute(sql`update files set owner_id = ${s} where owner_id = ${d}`);
  await tx.execute(sql`update candidate_cvs set candidate_id = ${s} where candidate_id = ${d}`);
  await tx.execute(sql`update cover_letters set candidate_id = ${s} where candidate_id = ${d}`);
  await tx.execute(sql`update candidate_consents set candidate_id = ${s} where candidate_id = ${d}`);
  await tx.execute(sql`insert into saved_jobs (candidate_id, job_id, created_at)
    select ${s}, job_id, created_at from saved_jobs where candidate_id = ${d} on conflict do nothing`);
  await tx.execute(sql`delete from saved_jobs where candidate_id = ${d}`);
  await tx.execute(sql`update job_alerts set candidate_id = ${s} where candidate_id = ${d}`);
  await tx.execute(sql`update client_cv_shares set candidate_id = ${s} where candidate_id = ${d}`);
  await tx.execute(sql`update external_apply_clicks set candidate_id = ${s} where candidate_id = ${d}`);
  await tx.execute(sql`update email_campaign_recipients set candidate_id = ${s} where candidate_id = ${d}`);
  // A saved search's alert that mailed both records counts the person once.
  await tx.execute(sql`insert into cv_saved_search_deliveries (saved_search_id, candidate_id, sent_at)
    select saved_search_id, ${s}, sent_at from cv_saved_search_deliveries where candidate_id = ${d}
    on conflict do nothing`);
  await tx.execute(sql`delete from cv_saved_search_deliveries where candidate_id = ${d}`);
}

export type ProfileRow = typeof candidateProfiles.$inferSelect;

export async function profileOf(db: Db, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  return row;
}

export async function updateProfile(tx: Db, userId: number, patch: Partial<ProfileRow>) {
  if (!Object.keys(patch).length) return;
  await tx
    .update(candidateProfiles)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(candidateProfiles.userId, userId));
}

export const SECTION_TABLES = {
  employments: 'candidate_employments',
  educations: 'candidate_educations',
  certifications: 'candidate_certifications',
} as const;
export type Section = keyof typeof SECTION_TABLES;

/** How many entries each profile section has for the candidate. */
export async function sectionCounts(db: Db, userId: number): Promise<Record<Section, number>> {
  const [row] = await queryRows<Record<Section, number>>(
    db,
    sql`select
      (select count(*)::int from candidate_employments where user_id = ${userId}) as employments,
      (select count(*)::int from candidate_educations where user_id = ${userId}) as educations,
      (select count(*)::int from candidate_certifications where user_id = ${userId}) as certifications`,
  );
  return row ?? { employments: 0, educations: 0, certifications: 0 };
}

export async function moveSection(tx: Db, section: Section, p: Pair) {
  await tx.execute(
    sql`update ${sql.identifier(SECTION_TABLES[section])} set user_id = ${p.survivor} where user_id = ${p.duplicate}`,
  );
}

/** The survivor's phone or photo, when it has none, from the duplicate. */
export async function fillAccount(tx: Db, p: Pair) {
  await tx.execute(sql`update users s set phone = coalesce(s.phone, d.phone),
      profile_photo = coalesce(s.profile_photo, d.profile_photo), updated_at = now()
    from users d where s.id = ${p.survivor} and d.id = ${p.duplicate}`);
}

/**
 * The duplicate is merged: it points at the survivor, cannot sign in (suspended, every token ended
 * by the token version), and its profile is hidden, which takes it out of the CV search's table and, at
 * commit, out of the in-memory index (the `candidate_search` triggers and their notices).
 */
export async function markMerged(tx: Db, p: Pair) {
  await tx
    .update(users)
    .set({
      mergedInto: p.survivor,
      mergedAt: sql`now()`,
      status: 'suspended',
      suspendedAt: sql`now()`,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, p.duplicate));
  await tx
    .update(candidateProfiles)
    .set({ hidden: true, updatedAt: sql`now()` })
    .where(eq(candidateProfiles.userId, p.duplicate));
}

/** Where a merged record now lives (following a chain of merges), or null when it was never merged. */
export async function survivorOf(db: Db, id: number): Promise<number | null> {
  const [row] = await queryRows<{ id: number | null }>(
    db,
    sql`with recursive chain(id, merged_into, depth) as (
      select id, merged_into, 0 from users where id = ${id}
      union all
      select u.id, u.merged_into, c.depth + 1 from users u join chain c on u.id = c.merged_into where c.depth < 10
    ) select id from chain where merged_into is null and depth > 0 limit 1`,
  );
  return row?.id ?? null;
}
