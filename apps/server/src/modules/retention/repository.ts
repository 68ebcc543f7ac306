import type { Locale } from '@portal/contract/locale';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';

/** How many people one pass handles in one transaction; the next pass takes the rest. */
const BATCH = 50;

export type Claimed = { id: number; email: string; first_name: string };
/** A candidate to notify, with the language of their mails. */
export type Notified = Claimed & { locale: Locale };
export type Unconfirmed = Claimed & {
  added_at: Date;
  recruiter_email: string | null;
  recruiter_first_name: string | null;
  recruiter_locale: Locale | null;
};

/**
 * Claims the recruiter-added candidates whose invitation ran out unclaimed, by deleting the
 * invitations (FOR UPDATE SKIP LOCKED: a second worker skips the rows this one holds, and after
 * commit they are gone). Returns each with who added them, for the erasure and the recruiter's mail.
 */
export function claimUnconfirmed(tx: Db, now: Date) {
  return queryRows<Unconfirmed>(
    tx,
    sql`with due as (
        select candidate_id from candidate_invitations
        where claimed_at is null and expires_at <= ${now.toISOString()}::timestamptz
        order by expires_at limit ${BATCH} for update skip locked
      ), gone as (
        delete from candidate_invitations i using due where i.candidate_id = due.candidate_id
        returning i.candidate_id, i.created_by, i.created_at
      )
      select u.id, u.email, u.first_name, g.created_at as added_at,
        r.email as recruiter_email, r.first_name as recruiter_first_name, r.locale as recruiter_locale
      from gone g join users u on u.id = g.candidate_id left join users r on r.id = g.created_by`,
  );
}

/** The moment a candidate was last active: their last sign-in, or when the account was made. */
const LAST_ACTIVE = sql.raw('coalesce(u.last_login_at, u.created_at)');

/**
 * Claims the candidates inactive since `cutoff` who have no notice of this round (none, or one from
 * before the cutoff: they signed in since), stamping the notice in one upsert: a second worker's
 * upsert finds the fresh stamp and claims nothing. Recruiter-added candidates still to confirm have
 * their own purge; the stand-ins of anonymised candidates are never mailed.
 */
export function claimInactive(tx: Db, cutoff: Date, now: Date) {
  return queryRows<Notified>(
    tx,
    sql`with due as (
        select u.id from users u
        left join candidate_retention_notices n on n.candidate_id = u.id
        where u.role = 'candidate' and ${LAST_ACTIVE} < ${cutoff.toISOString()}::timestamptz
          and (n.candidate_id is null or n.notified_at < ${cutoff.toISOString()}::timestamptz)
          and not exists (select 1 from erased_candidates e where e.user_id = u.id)
          and not exists (select 1 from candidate_invitations i where i.candidate_id = u.id and i.claimed_at is null)
        order by u.id limit ${BATCH}
      ), stamped as (
        insert into candidate_retention_notices (candidate_id, notified_at)
        select id, ${now.toISOString()}::timestamptz from due
        on conflict (candidate_id) do update set notified_at = excluded.notified_at
          where candidate_retention_notices.notified_at < ${cutoff.toISOString()}::timestamptz
        returning candidate_id
      )
      select u.id, u.email, u.first_name, u.locale from stamped s join users u on u.id = s.candidate_id`,
  );
}

/**
 * Claims the candidates mailed before `graceCutoff` who have not signed in since the notice, by
 * deleting the notice (SKIP LOCKED, as above); the anonymisation follows in the same transaction.
 */
export function claimDueForAnonymising(tx: Db, graceCutoff: Date) {
  return queryRows<Claimed>(
    tx,
    sql`with due as (
        select n.candidate_id from candidate_retention_notices n join users u on u.id = n.candidate_id
        where n.notified_at <= ${graceCutoff.toISOString()}::timestamptz and ${LAST_ACTIVE} <= n.notified_at
        order by n.candidate_id limit ${BATCH} for update of n skip locked
      ), gone as (
        delete from candidate_retention_notices n using due where n.candidate_id = due.candidate_id
        returning n.candidate_id
      )
      select u.id, u.email, u.first_name from gone g join users u on u.id = g.candidate_id`,
  );
}
