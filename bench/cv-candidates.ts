import { sql } from 'drizzle-orm';
import { cvSample } from '../apps/server/src/app/seed/cv-samples';
import { masterIndex } from '../apps/server/src/app/seed/demo-jobs';
import { type Db, queryRows } from '../apps/server/src/core/db/client';

const MARK = 'bench.cv_candidates';
const EMAIL = (i: number) => `bench-cv-${i}@bench.example`;
const BATCH = 2000;

const arr = (v: readonly (string | number | null)[], type: string) =>
  sql`${`{${v.map((x) => (x == null ? 'NULL' : `"${String(x).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`}::${sql.raw(type)}[]`;

/**
 * `n` listed candidates for the CV search bench, drawn from the sample generator (`cvSample`:
 * 1-3 kB of logistics CV text, skills, places, a current job, education, a certificate), kept
 * between runs like the jobs. Inserted in batches of arrays (one statement per table per batch),
 * so the search vector is built by the database as it would be for real profiles.
 */
export async function ensureCvCandidates(db: Db, n: number): Promise<{ generated: boolean; ms: number }> {
  const started = Date.now();
  const [mark] = await queryRows<{ value: number }>(db, sql`select value from settings where key = ${MARK}`);
  if (Number(mark?.value) === n) return { generated: false, ms: 0 };
  const m = await masterIndex(db);
  await db.execute(sql`delete from users where email like 'bench-cv-%@bench.example'`);
  for (let from = 0; from < n; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, n - from) }, (_, k) => {
      const i = from + k;
      return { i, s: cvSample(i + 1000) };
    });
    await db.transaction(async (tx) => {
      const ids = await queryRows<{ id: number }>(
        tx,
        sql`insert into users (email, password_hash, role, first_name, last_name, phone)
          select e, '!', 'candidate', f, l, '+971 50 ' || lpad(i::text, 7, '0')
          from unnest(${arr(
            rows.map((r) => EMAIL(r.i)),
            'text',
          )}, ${arr(
            rows.map((r) => r.s.firstName),
            'text',
          )}, ${arr(
            rows.map((r) => r.s.lastName),
            'text',
          )}, ${arr(
            rows.map((r) => r.i),
            'int',
          )}) with ordinality as t(e, f, l, i, o) order by o
          returning id`,
      );
      const id = (k: number) => Number(ids[k]?.id);
      const col = <T extends string | number | null>(f: (s: (typeof rows)[number]['s'], i: number) => T) =>
        rows.map((r, k) => f(r.s, k));
      const intArrays = (f: (s: (typeof rows)[number]['s']) => number[]) =>
        arr(
          rows.map((r) => f(r.s).join(' ')),
          'text',
        );
      // Days since last active / updated spread over a year, so "active within" has work to do.
      await tx.execute(sql`insert into candidate_profiles (user_id, headline, summary, nationality_id,
          current_country_id, current_state_id, visa_status_id, notice_period_id, total_experience_years,
          skill_ids, desired_designation_ids, desired_location_ids, expected_salary, cv_text, keywords,
          onboarded_at, completeness, last_active_at, updated_at)
        select uid, h, su, nat, ${m('countries', 'united-arab-emirates').id}, st, vi, np, ex,
          string_to_array(sk, ' ')::int[], array[des], string_to_array(dl, ' ')::int[], sal, cv, kw,
          now(), 70, now() - make_interval(days => d), now() - make_interval(days => d)
        from unnest(${arr(
          col((_, k) => id(k)),
          'int',
        )}, ${arr(
          col((s) => s.headline),
          'text',
        )}, ${arr(
          col((s) => s.summary),
          'text',
        )}, ${arr(
          col((s) => m('countries', s.nationality).id),
          'int',
        )}, ${arr(
          col((s) => m('states', s.state).id),
          'int',
        )}, ${arr(
          col((s) => m('visa_statuses', s.visa).id),
          'int',
        )}, ${arr(
          col((s) => m('notice_periods', s.notice).id),
          'int',
        )}, ${arr(
          col((s) => s.experience),
          'int',
        )}, ${intArrays((s) => s.skills.map((x) => m('skills', x).id))}, ${arr(
          col((s) => m('designations', s.designation).id),
          'int',
        )}, ${intArrays((s) => s.desiredStates.map((x) => m('states', x).id))}, ${arr(
          col((s) => s.expectedSalary),
          'int',
        )}, ${arr(
          col((s) => s.cvText),
          'text',
        )}, ${arr(
          col((s) =>
            [...s.skills.map((x) => m('skills', x).name), m('designations', s.designation).name].join(' '),
          ),
          'text',
        )}, ${arr(
          col((_, k) => ((from + k) * 7) % 365),
          'int',
        )})
          as t(uid, h, su, nat, st, vi, np, ex, sk, des, dl, sal, cv, kw, d)`);
      await tx.execute(sql`insert into candidate_employments (user_id, company, job_title, designation_id, start_date, is_current)
        select uid, co, jt, des, current_date - make_interval(years => 2), true
        from unnest(${arr(
          col((_, k) => id(k)),
          'int',
        )}, ${arr(
          col((s) => s.employer),
          'text',
        )}, ${arr(
          col((s) => s.jobTitle),
          'text',
        )}, ${arr(
          col((s) => m('designations', s.designation).id),
          'int',
        )}) as t(uid, co, jt, des)`);
      await tx.execute(sql`insert into candidate_educations (user_id, institution, education_level_id)
        select uid, 'University of Dubai', lvl
        from unnest(${arr(
          col((_, k) => id(k)),
          'int',
        )}, ${arr(
          col((s) => m('education_levels', s.education).id),
          'int',
        )}) as t(uid, lvl)`);
      const certified = rows.flatMap((r, k) => (r.s.certification ? [{ k, c: r.s.certification }] : []));
      await tx.execute(sql`insert into candidate_certifications (user_id, certification_id, name, expires_on)
        select uid, cid, 'Certificate', exp::date
        from unnest(${arr(
          certified.map((x) => id(x.k)),
          'int',
        )}, ${arr(
          certified.map((x) => m('certifications', x.c.slug).id),
          'int',
        )}, ${arr(
          certified.map((x) => x.c.expiresOn),
          'text',
        )}) as t(uid, cid, exp)`);
    });
    if ((from / BATCH) % 10 === 9) process.stdout.write(`  ${from + BATCH} candidates\n`);
  }
  await db.execute(sql`insert into settings (key, value) values (${MARK}, ${n}::text::jsonb)
    on conflict (key) do update set value = excluded.value`);
  // users too: without fresh statistics the planner takes the 200,000 candidates for a handful and
  // walks them all instead of the search index.
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze candidate_profiles`);
  await db.execute(sql`vacuum analyze candidate_employments`);
  await db.execute(sql`vacuum analyze candidate_educations`);
  await db.execute(sql`vacuum analyze candidate_certifications`);
  // Each table's trigger rewrote the candidate's row: three of its four versions are dead.
  await db.execute(sql`vacuum analyze candidate_search`);
  return { generated: true, ms: Date.now() - started };
}
