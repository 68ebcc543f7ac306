import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../apps/server/src/core/db/client';
import { hashPassword } from '../apps/server/src/core/lib/passwords';

/*
 * The reports' data at scale (issue 30 item 2), on top of bench/generate.ts's jobs: the bench
 * organisations and the operator hold the jobs Zipf-like (rank^-0.72: the largest about 10 %, the
 * operator third), each with a team; applications with their status histories over 18 months, their
 * source and utm_source; interviews; recruiter campaigns with recipients and answers; search demand;
 * recruiter-added candidates. All in set operations (INSERT ... SELECT over generate_series), in one
 * transaction. The draws are hashes of the row's number (hashint8extended), so a generation is
 * repeatable and every report sees the same data run after run.
 */

const MARK = 'bench.reports';
const dialect = new PgDialect();
/** Bump when what is generated changes: a database generated before is then generated again. */
const VERSION = 2;
export const BENCH_MEMBER_PASSWORD = 'Bench-Member-Password-1';
/** Every generated user's address ends so (members `rb<client>-<n>@`, candidates `rbc<n>@`). */
const DOMAIN = 'rb.bench.example.com';

export type ReportsData = { generated: boolean; ms: number; applications: number };

/** Which optional columns the reports branches added (the generator fills what exists). */
async function columnsOf(db: Db, table: string): Promise<Set<string>> {
  const rows = await queryRows<{ column_name: string }>(
    db,
    sql`select column_name from information_schema.columns where table_name = ${table} and table_schema = current_schema()`,
  );
  return new Set(rows.map((r) => r.column_name));
}

export async function generateReportsData(
  db: Db,
  o: { jobs: number; applications: number; force?: boolean; log?: (s: string) => void },
): Promise<ReportsData> {
  const started = Date.now();
  const appCols = await columnsOf(db, 'applications');
  const hasSource = appCols.has('source');
  const hasUtm = appCols.has('utm_source');
  const hasViewDays = (await columnsOf(db, 'job_view_days')).has('views');
  const hasDemandMonths = (await columnsOf(db, 'search_demand_months')).has('month');
  const hasClientViewDays = (await columnsOf(db, 'client_view_days')).has('views');
  const hasMoveDays = (await columnsOf(db, 'member_move_days')).has('moves');
  // The reports branches' columns and tables are part of the mark: a database generated before a
  // migration added them is generated again, so they are filled (and their triggers fire).
  const want = `${o.jobs}/${o.applications}/v${VERSION}/${[...appCols].sort().join(',')}/${hasViewDays}`;
  const [mark] = await queryRows<{ value: string }>(
    db,
    sql`select value #>> '{}' as value from settings where key = ${MARK}`,
  );
  if (!o.force && mark?.value === want) return { generated: false, ms: 0, applications: o.applications };
  const passwordHash = await hashPassword(BENCH_MEMBER_PASSWORD);
  const pool = Math.max(1000, Math.round(o.applications / 5)) | 1; // odd: coprime with the 7919 stride below
  await db.transaction(async (tx) => {
    // Each statement's time, for docs/performance.md (the first words of the statement name it).
    const x = async (q: ReturnType<typeof sql>) => {
      const t0 = Date.now();
      const res = await tx.execute(q);
      const ms = Date.now() - t0;
      if (ms > 2000 && o.log) {
        const text = dialect.sqlToQuery(q).sql.replace(/\s+/g, ' ').slice(0, 70);
        o.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${text}`);
      }
      return res;
    };
    // A uniform draw in [0, 1) from a row number and a stream.
    await x(sql`create or replace function pg_temp.u(bigint, int) returns float8 language sql immutable
      as $$ select (hashint8extended($1, $2) & 2147483647)::float8 / 2147483648 $$`);
    // Anything an earlier generation made.
    await x(sql`delete from applications where job_id in (select j.id from jobs j join clients c on c.id = j.client_id
      where c.name like '% (bench)' or c.is_operator)
      and candidate_id in (select id from users where email like ${`%@${DOMAIN}`})`);
    await x(sql`delete from email_campaigns where name like 'Bench campaign %'`);
    await x(sql`delete from users where email like ${`%@${DOMAIN}`}`);
    if (hasViewDays) {
      if (hasClientViewDays) await x(sql`alter table job_view_days disable trigger client_view_days_keep`);
      await x(sql`delete from job_view_days`);
    }
    // The bench database's demand is all generated (the seed's few demo rows give way). The monthly
    // sums' trigger is set aside for the bulk rows and the sums made as its migration makes them.
    if (hasDemandMonths) {
      await x(sql`alter table search_demand disable trigger search_demand_months_keep`);
      await x(sql`delete from search_demand_months`);
    }
    await x(sql`delete from search_demand`);

    // The organisations by rank: bench ones in id order, the operator third.
    await x(sql`create temp table ro on commit drop as
      with c as (
        select id as client_id, type, is_operator,
          row_number() over (order by is_operator desc, id) as n
        from clients where name like '% (bench)' or is_operator),
      r as (select client_id, type, is_operator,
          case when is_operator then 3 when n <= 3 then n - 1 else n end as rank from c),
      w as (select *, power(rank, -0.72) as w from r)
      select client_id, type, is_operator, rank, w / sum(w) over () as share,
        coalesce(sum(w) over (order by rank rows between unbounded preceding and 1 preceding), 0) / sum(w) over () as lo,
        sum(w) over (order by rank) / sum(w) over () as hi
      from w`);
    // Teams: 2 members, plus one per ~0.7 % of the portal's jobs (the largest has about 16).
    await x(sql`create temp table rm (client_id int, k int, user_id int) on commit drop`);
    await x(sql`with m as (
        select ro.client_id, ro.type, ro.is_operator, k, 2 + floor(ro.share * 150)::int as n
        from ro, generate_series(0, 1 + floor(ro.share * 150)::int) k),
      ins as (
        insert into users (email, password_hash, role, first_name, last_name, client_id, status, created_at, updated_at)
        select 'rb' || client_id || '-' || k || ${`@${DOMAIN}`}, ${passwordHash},
          case when is_operator or type = 'consultancy' then (case when k = 0 then 'consultancy_admin' else 'consultancy' end)
            else 'employer' end,
          (array['Aisha','Omar','Priya','James','Maria','Rahul','Fatima','Yusuf','Leila','Arjun'])[1 + (client_id + k) % 10],
          (array['Rahman','Haddad','Nair','Carter','Santos','Menon','Ali','Khan','Saleh','Pillai'])[1 + (client_id * 7 + k) % 10]
            || ' ' || k,
          client_id, 'active', now() - interval '600 days', now() - interval '600 days'
        from m
        returning id, client_id, email)
      insert into rm select client_id, split_part(split_part(email, '-', 2), '@', 1)::int, id from ins`);
    await x(sql`create index on rm (client_id, k)`);
    await x(
      sql`create temp table rmn on commit drop as select client_id, count(*)::int as n from rm group by client_id`,
    );

    // The jobs: an organisation by rank, a poster of its team, posted over the last 18 months; open
    // for 90 days, then closed (filled) or expired.
    await x(sql`create temp table rj on commit drop as
      select j.id, ro.client_id,
        now() - interval '548 days' * pg_temp.u(j.id, 1) - interval '1 hour' as posted,
        pg_temp.u(j.id, 2) as u2
      from jobs j join ro on pg_temp.u(j.id, 0) >= ro.lo and pg_temp.u(j.id, 0) < ro.hi
      where j.description_text like '% (bench) is hiring %'`);
    await x(sql`alter table rj add primary key (id)`);
    await x(sql`update jobs j set client_id = rj.client_id,
        created_by = (select user_id from rm join rmn using (client_id) where rm.client_id = rj.client_id and rm.k = j.id % rmn.n),
        created_at = rj.posted, updated_at = rj.posted, published_at = rj.posted,
        valid_through = rj.posted + interval '90 days',
        status = case when rj.posted > now() - interval '90 days' then 'published'
          when rj.u2 < 0.6 then 'closed' else 'expired' end,
        closed_at = case when rj.posted > now() - interval '90 days' then null
          when rj.u2 < 0.6 then rj.posted + interval '30 days' + interval '50 days' * rj.u2 else rj.posted + interval '90 days' end
      from rj where j.id = rj.id`);

    // Candidates: one per five applications.
    await x(sql`create temp table rc (i int primary key, user_id int) on commit drop`);
    await x(sql`with ins as (
        insert into users (email, password_hash, role, first_name, last_name, status, created_at, updated_at)
        select 'rbc' || g || ${`@${DOMAIN}`}, ${passwordHash}, 'candidate',
          (array['Ahmed','Sara','Vikram','Grace','Joseph','Noor','Ravi','Hana','Mohammed','Anita'])[1 + g % 10],
          (array['Qureshi','Fernandes','Iyer','Mensah','Abdullah','Das','Thomas','Farouk','Reddy','Okafor'])[1 + (g / 10) % 10],
          'active', now() - interval '560 days' + interval '540 days' * pg_temp.u(g, 20), now()
        from generate_series(0, ${pool - 1}) g
        returning id, email)
      insert into rc select split_part(substr(email, 4), '@', 1)::int, id from ins`);

    // Applications per job: an exponential popularity, cut into consecutive row numbers k.
    await x(sql`create temp table ja on commit drop as
      with w as (select id, client_id, posted, -ln(1 - pg_temp.u(id, 3)) as w from rj),
      c as (select *, sum(w) over (order by id) / sum(w) over () as cum from w)
      select id as job_id, client_id, posted,
        coalesce(round(${o.applications} * lag(cum) over (order by id)), 0)::int + 1 as c0,
        round(${o.applications} * cum)::int + 1 as c1
      from c`);
    // Each application: applied some days after the job was posted (most in its first weeks), then
    // shortlisted (30 %), interviewed (12 %), offered (5 %), hired (3.5 %), the stages 1-10 days
    // apart; of those not hired 55 % rejected and 7 % withdrawn at the stage they reached, the rest
    // still open. Nothing is later than now: a stage not reached yet is not written.
    const [{ base = 0 } = {}] = await queryRows<{ base: number }>(
      tx,
      sql`select coalesce(max(id), 0)::int as base from applications`,
    );
    await x(sql`create temp table ra on commit drop as
      with a as (
        select k, ja.job_id, ja.client_id,
          ja.posted + least(interval '45 days', now() - ja.posted - interval '10 minutes') * power(pg_temp.u(k, 1), 2) as t0,
          ((pg_temp.u(k, 2) < 0.30)::int + (pg_temp.u(k, 2) < 0.12)::int + (pg_temp.u(k, 2) < 0.05)::int
            + (pg_temp.u(k, 2) < 0.035)::int) as depth,
          pg_temp.u(k, 3) as u3
        from ja, generate_series(ja.c0, ja.c1 - 1) k),
      t as (
        select *, t0 + interval '1 day' * (1 + 9 * pg_temp.u(k, 11)) as t1 from a),
      t2 as (select *, t1 + interval '1 day' * (1 + 9 * pg_temp.u(k, 12)) as t2 from t),
      t3 as (select *, t2 + interval '1 day' * (1 + 9 * pg_temp.u(k, 13)) as t3 from t2),
      t4 as (select *, t3 + interval '1 day' * (1 + 9 * pg_temp.u(k, 14)) as t4 from t3),
      e as (select *, least(depth, (t1 <= now())::int + (t2 <= now())::int + (t3 <= now())::int + (t4 <= now())::int) as reached
        from t4)
      select ${base}::int + k as id, k, job_id, client_id, t0, t1, t2, t3, t4, reached,
        case when reached < depth or reached = 4 then null
          when u3 < 0.55 then 'rejected' when u3 < 0.62 then 'withdrawn' end as ended,
        (array[t0, t1, t2, t3, t4])[reached + 1] + interval '1 day' * (1 + 6 * pg_temp.u(k, 15)) as te
      from e`);
    // An ending later than now is not written either.
    await x(sql`update ra set ended = null where ended is not null and te > now()`);
    await x(sql`alter table ra add primary key (k)`);

    const extra = [
      hasSource
        ? {
            col: sql`, source`,
            val: sql`, case when pg_temp.u(k, 4) < 0.45 then 'search' when pg_temp.u(k, 4) < 0.57 then 'alert'
              when pg_temp.u(k, 4) < 0.63 then 'job_news' when pg_temp.u(k, 4) < 0.67 then 'campaign'
              when pg_temp.u(k, 4) < 0.70 then 'cv_invitation' when pg_temp.u(k, 4) < 0.78 then 'company_page'
              else 'direct' end`,
          }
        : null,
      hasUtm
        ? {
            col: sql`, utm_source`,
            val: sql`, case when pg_temp.u(k, 5) < 0.15 then (array['linkedin','google','facebook','whatsapp','newsletter','indeed'])[1 + floor(6 * pg_temp.u(k, 6))::int] end`,
          }
        : null,
    ].filter((e) => e !== null);
    await x(sql`insert into applications (id, job_id, candidate_id, status, created_at, updated_at${sql.join(
      extra.map((e) => e.col),
      sql``,
    )})
      select ra.id, job_id, rc.user_id,
        coalesce(ended, (array['applied','shortlisted','interview','offered','hired'])[reached + 1]),
        t0, case when ended is not null then te else (array[t0, t1, t2, t3, t4])[reached + 1] end
        ${sql.join(
          extra.map((e) => e.val),
          sql``,
        )}
      from ra join rc on rc.i = (ra.k::bigint * 7919) % ${pool}`);
    await x(
      sql`select setval(pg_get_serial_sequence('applications', 'id'), (select max(id) from applications))`,
    );
    // The history: applied by the candidate, every move by a member of the job's organisation. The
    // stage times' trigger (reports_pipeline_triggers) fires for each row; the moves per member and
    // day are made after, at once, by the function their migration made (member_move_days_trigger).
    if (hasMoveDays) await x(sql`alter table application_events disable trigger member_move_days_keep`);
    await x(sql`insert into application_events (application_id, status, changed_by, created_at)
      select ra.id, v.status, case when v.i = 0 then rc.user_id else rm.user_id end, v.at
      from ra join rc on rc.i = (ra.k::bigint * 7919) % ${pool}
      join rmn on rmn.client_id = ra.client_id
      cross join lateral (values (0, 'applied', t0), (1, 'shortlisted', t1), (2, 'interview', t2),
        (3, 'offered', t3), (4, 'hired', t4), (5, ended, te)) v(i, status, at)
      join rm on rm.client_id = ra.client_id and rm.k = (ra.k + v.i) % rmn.n
      where v.i <= ra.reached or (v.i = 5 and ra.ended is not null)`);
    if (hasMoveDays) {
      await x(sql`select member_move_days_rebuild()`);
      await x(sql`alter table application_events enable trigger member_move_days_keep`);
    }
    // Interviews: one for every application that reached the stage, two days after the move.
    await x(sql`with i as (
        insert into interviews (application_id, client_id, starts_at, ends_at, time_zone, kind, status, response,
          responded_at, created_by, created_at, updated_at)
        select ra.id, ra.client_id, date_trunc('hour', t2) + interval '2 days', date_trunc('hour', t2) + interval '2 days 45 minutes',
          'Asia/Dubai', (array['in_person','phone','video'])[1 + ra.k % 3], 'scheduled', 'accepted', t2 + interval '3 hours',
          rm.user_id, t2, t2
        from ra join rmn on rmn.client_id = ra.client_id join rm on rm.client_id = ra.client_id and rm.k = (ra.k + 2) % rmn.n
        where ra.reached >= 2
        returning id, created_by)
      insert into interview_interviewers (interview_id, user_id) select id, created_by from i`);

    // Views per day (job_view_days, when the reports branch made it): every day the job was open, up
    // to 60 days, fading from about 40 a day; the organisation's days (Asia/Dubai).
    // The organisations' daily sums' trigger is set aside for the bulk rows, and the sums made as its
    // migration (client_view_days_trigger) makes them.
    if (hasClientViewDays) await x(sql`alter table job_view_days disable trigger client_view_days_keep`);
    if (hasViewDays)
      await x(sql`insert into job_view_days (job_id, day, views)
        select rj.id, d.day, v.n
        from rj cross join lateral (select ((rj.posted at time zone 'Asia/Dubai')::date + g) as day, g
            from generate_series(0, least(59, (now() at time zone 'Asia/Dubai')::date - (rj.posted at time zone 'Asia/Dubai')::date)) g) d
          cross join lateral (select round(40 * (0.3 + 1.4 * pg_temp.u(rj.id * 100 + d.g, 60)) * exp(-d.g / 20.0))::int as n) v
        where v.n > 0`);
    if (hasClientViewDays) {
      await x(sql`delete from client_view_days`);
      await x(sql`insert into client_view_days (client_id, day, views)
        select j.client_id, d.day, sum(d.views) from job_view_days d join jobs j on j.id = d.job_id group by 1, 2`);
      await x(sql`alter table job_view_days enable trigger client_view_days_keep`);
    }

    // Recruiter campaigns: one per 40 jobs of the organisation, 10-110 recipients each, their mails
    // sent (outbox rows), 5 % skipped, 12 % of those mailed answering.
    await x(sql`create temp table rcp on commit drop as
      select row_number() over () as n, rj.client_id, rj.id as job_id, rj.posted + interval '3 days' as at
      from rj where pg_temp.u(rj.id, 30) < 0.025`);
    await x(sql`create temp table rcm (n bigint, id int) on commit drop`);
    await x(sql`with ins as (
        insert into email_campaigns (client_id, sender_id, job_id, name, subject, body_html, source, created_at)
        select rcp.client_id, rm.user_id, rcp.job_id, 'Bench campaign ' || rcp.n, 'A job that fits you',
          '<p>Hello {{first_name}}, we have a job for you.</p>', 'CV database search', rcp.at
        from rcp join rmn on rmn.client_id = rcp.client_id join rm on rm.client_id = rcp.client_id and rm.k = rcp.n % rmn.n
        returning id, name)
      insert into rcm select substr(name, 16)::bigint, id from ins`);
    await x(sql`create temp table rr on commit drop as
      select row_number() over () as r, rcm.id as campaign_id, rcp.at, rc.user_id, c.email, c.first_name || ' ' || c.last_name as name,
        pg_temp.u(rcp.n * 1000 + g, 31) as us, pg_temp.u(rcp.n * 1000 + g, 32) as ua
      from rcp join rcm using (n) cross join lateral generate_series(1, 10 + floor(100 * pg_temp.u(rcp.n, 33))::int) g
      join rc on rc.i = (rcp.n * 104729 + g * 7919) % ${pool}
      join users c on c.id = rc.user_id`);
    await x(sql`create temp table ro2 (r bigint, outbox_id int) on commit drop`);
    await x(sql`with ins as (
        insert into outbox ("to", subject, text, html, status, attempts, next_attempt_at, created_at, sent_at, headers)
        select email, 'A job that fits you', 'Hello', '<p>Hello</p>', 'sent', 1, at, at, at + interval '1 minute',
          jsonb_build_object('x-bench-r', r::text)
        from rr where us >= 0.05
        returning id, headers)
      insert into ro2 select (headers ->> 'x-bench-r')::bigint, id from ins`);
    await x(sql`insert into email_campaign_recipients (campaign_id, candidate_id, email, name, outbox_id, skip_reason,
        response, responded_at, created_at)
      select campaign_id, user_id, email, name, ro2.outbox_id, case when us < 0.05 then 'unsubscribed' end,
        case when us >= 0.05 and ua < 0.12 then (array['interested','not_interested','call_me','similar_jobs'])[1 + floor(ua / 0.03)::int] end,
        case when us >= 0.05 and ua < 0.12 then at + interval '1 day' * (0.1 + 5 * ua) end, at
      from rr left join ro2 using (r)`);
    await x(sql`update outbox set headers = '{}' where headers ? 'x-bench-r'`);

    // Recruiter-added candidates: 5 % of the candidates, added by a member of an organisation (Zipf too).
    await x(sql`insert into candidate_invitations (candidate_id, client_id, created_by, token_hash, expires_at, claimed_at, created_at)
      select rc.user_id, ro.client_id, rm.user_id, md5('rb' || rc.i), now() - interval '1 day' + interval '14 days' * pg_temp.u(rc.i, 41),
        case when pg_temp.u(rc.i, 42) < 0.4 then now() - interval '10 days' end,
        now() - interval '548 days' * pg_temp.u(rc.i, 43)
      from rc join ro on pg_temp.u(rc.i, 40) >= ro.lo and pg_temp.u(rc.i, 40) < ro.hi
      join rmn on rmn.client_id = ro.client_id join rm on rm.client_id = ro.client_id and rm.k = rc.i % rmn.n
      where rc.i % 20 = 0`);

    // Search demand (portal-wide): 1,000 keywords a day over 18 months (the job dictionary's words,
    // alone and with an emirate), Zipf by keyword, quieter on Fridays and Saturdays; one keyword in
    // eight a misspelling that finds nothing, the others finding nothing now and then.
    await x(sql`create temp table rk on commit drop as
      select row_number() over (order by t.ndoc desc, s.i, t.word) as r, t.word || s.suffix as keyword
      from (select word, ndoc from job_terms order by ndoc desc, word limit 400) t,
        (values (0, ''), (1, ' dubai'), (2, ' abu dhabi'), (3, ' sharjah')) s(i, suffix)
      order by 1 limit 1000`);
    await x(sql`insert into search_demand (day, keyword, searches, zero_result_searches)
      select d::date, rk.keyword, s.n, case when rk.r % 8 = 0 then s.n
        else floor(s.n * 0.05 * pg_temp.u(rk.r * 1000 + extract(doy from d)::int, 51))::int end
      from generate_series(current_date - 547, current_date, interval '1 day') d, rk,
        lateral (select greatest(1, round(3000 / power(rk.r, 0.9) * (case when extract(isodow from d) in (5, 6) then 0.6 else 1 end)
          * (0.8 + 0.4 * pg_temp.u(rk.r * 1000 + extract(doy from d)::int, 50))))::int as n) s
      on conflict do nothing`);
    if (hasDemandMonths) {
      // As migration search_demand_months_trigger fills it from the rows written before the trigger.
      await x(sql`insert into search_demand_months (month, keyword, searches, zero_result_searches)
        select date_trunc('month', day)::date, keyword, sum(searches), sum(zero_result_searches)
        from search_demand group by 1, 2`);
      await x(sql`alter table search_demand enable trigger search_demand_months_keep`);
    }

    await x(sql`insert into settings (key, value) values (${MARK}, to_jsonb(${want}::text))
      on conflict (key) do update set value = excluded.value`);
  });
  for (const t of [
    'jobs',
    'users',
    'applications',
    'application_events',
    'interviews',
    'email_campaigns',
    'email_campaign_recipients',
    'outbox',
    'search_demand',
    'candidate_invitations',
    ...(hasViewDays ? ['job_view_days'] : []),
    ...(hasDemandMonths ? ['search_demand_months'] : []),
    ...(hasClientViewDays ? ['client_view_days'] : []),
    ...(hasMoveDays ? ['member_move_days'] : []),
  ])
    await db.execute(sql.raw(`vacuum analyze ${t}`));
  return { generated: true, ms: Date.now() - started, applications: o.applications };
}

/** The largest organisation (most applications) and a member of it who may sign in. */
export async function largestOrganisation(db: Db) {
  const [row] = await queryRows<{ client_id: number; name: string; applications: number; email: string }>(
    db,
    sql`with a as (select j.client_id, count(*)::int as applications from applications a join jobs j on j.id = a.job_id
        group by j.client_id order by 2 desc limit 1)
      select a.client_id, c.name, a.applications,
        (select email from users where client_id = a.client_id and email like ${`rb%-0@${DOMAIN}`} limit 1) as email
      from a join clients c on c.id = a.client_id`,
  );
  if (!row) throw new Error('bench: no applications generated');
  return row;
}
