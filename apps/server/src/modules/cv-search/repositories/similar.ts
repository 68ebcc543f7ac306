import { EXPERIENCE_BANDS, SIMILAR_LIMIT } from '@portal/contract/cv-search';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../core/db/client';
import { type RawRow, rowColumns, rowJoins } from './search-rows';

export type SimilarRow = RawRow & {
  score: number;
  shared_skills: string[];
  same_designation: boolean;
  same_band: boolean;
};

const bands = `{${EXPERIENCE_BANDS.join(',')}}`;

/**
 * The listed candidates most like `id` (who must be listed too: none otherwise), from the CV
 * search's own copy of the listed candidates, so they are exactly the ones a search can find: 2 a
 * shared skill, 3 a shared designation (current or desired), 1 the same experience band; at least
 * one skill or designation in common; best score, then the most recently active. One pass over
 * the table (no index serves "shares any of these"): 50-170 ms at 20,000 candidates on the loaded
 * 2-core machine; the skills' names only for the six.
 */
export function similarRows(db: Db, id: number): Promise<SimilarRow[]> {
  return queryRows<SimilarRow>(
    db,
    sql`with me as (
        select user_id, skill_ids, desired_designation_ids || current_designation_ids as des,
          width_bucket(total_experience_years, ${bands}::int[]) as band
        from candidate_search where user_id = ${id}
      ), near as (
        select s.user_id, s.last_active_at,
          (select count(*)::int from unnest(s.skill_ids) k where k = any(me.skill_ids)) as shared,
          s.skill_ids,
          (s.desired_designation_ids || s.current_designation_ids) && me.des as same_designation,
          width_bucket(s.total_experience_years, ${bands}::int[]) = me.band as same_band
        from candidate_search s, me
        where s.user_id <> me.user_id
          and (s.skill_ids && me.skill_ids or (s.desired_designation_ids || s.current_designation_ids) && me.des)
      ), top as (
        select n.*, 2 * n.shared + case when n.same_designation then 3 else 0 end
          + case when n.same_band then 1 else 0 end as score
        from near n order by score desc, n.last_active_at desc, n.user_id desc limit ${SIMILAR_LIMIT}
      )
      select ${rowColumns()}, t.score::int as score, t.same_designation, t.same_band,
        array(select m.name from master_items m, me where m.id = any(t.skill_ids) and m.id = any(me.skill_ids)
          order by m.name) as shared_skills
      from top t join candidate_profiles p on p.user_id = t.user_id join users u on u.id = p.user_id ${rowJoins}
      order by t.score desc, t.last_active_at desc, t.user_id desc`,
  );
}
