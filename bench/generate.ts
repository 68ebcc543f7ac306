import { sql } from 'drizzle-orm';
import { masterIndex } from '../apps/server/src/app/seed/demo-jobs';
import { JOB_SAMPLES } from '../apps/server/src/app/seed/job-samples';
import { type Db, queryRows } from '../apps/server/src/core/db/client';
import { rebuildTerms } from '../apps/server/src/modules/jobs/terms-repository';

const PREFIX = [
  'Gulf',
  'Emirates',
  'Desert',
  'Falcon',
  'Oasis',
  'Arabian',
  'Palm',
  'Pearl',
  'Horizon',
  'Al Noor',
  'Creek',
  'Dhow',
];
const SUFFIX = [
  'Freight',
  'Logistics',
  'Shipping',
  'Cargo',
  'Supply Chain',
  'Warehousing',
  'Transport',
  'Distribution',
];
/**
 * The Arabic titles of JOB_SAMPLES (the same order, without the English title's dash or bracket
 * part): a third of the jobs carry an Arabic title and description beside the English ones (issue 31).
 */
const TITLES_AR = [
  'مدير مستودع',
  'مشرف مستودع',
  'أمين مخزن لمواد البناء',
  'منسق لوجستي',
  'مدير سلسلة التوريد',
  'مخطط الطلب',
  'منسق شحن بحري',
  'منسق شحن جوي',
  'تنفيذي مبيعات الشحن',
  'مسؤول تخليص جمركي',
  'مخلّص جمركي',
  'تنفيذي مستندات الاستيراد والتصدير',
  'مدير أسطول',
  'منسق نقل',
  'منسق حركة المركبات',
  'مسؤول مشتريات',
  'مدير مشتريات',
  'مراقب مخزون',
  'مشرف سلسلة التبريد',
  'مدير عمليات',
  'مسؤول عمليات الميناء',
  'مسؤول الصحة والسلامة والبيئة',
  'مشغّل رافعة شوكية',
  'مشغّل رافعة ريتش تراك',
  'سائق شاحنة ثقيلة',
  'سائق توصيل مركبة خفيفة',
  'عامل انتقاء وتعبئة',
  'محلل سلسلة التوريد',
  'منسق شحن',
  'مدير الخدمات اللوجستية',
];
/** The seniorities' Arabic words (after the title), as the English prefixes below. */
const SENIORITY_AR = ['', ' أول', ' مبتدئ', ' مساعد', ' رئيسي'];
// Bumped when what is generated changes (v2: Arabic titles), so an older bench database is remade.
const MARK = 'bench.jobs.v2';

/** Bulk data for the benchmark: organisations and `n` published jobs, generated in SQL in one transaction. */
export async function generate(db: Db, n: number): Promise<{ generated: boolean; ms: number }> {
  const started = Date.now();
  const [mark] = await queryRows<{ value: number }>(db, sql`select value from settings where key = ${MARK}`);
  if (Number(mark?.value) === n) return { generated: false, ms: 0 };
  const m = await masterIndex(db);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from jobs where client_id in (select id from clients where name like '% (bench)')`,
    );
    await tx.execute(sql`delete from clients where name like '% (bench)'`);
    const orgs = PREFIX.flatMap((p) => SUFFIX.map((s) => `${p} ${s} LLC (bench)`));
    await tx.execute(sql`insert into clients (type, name, status, activated_at)
      select case when i % 5 = 0 then 'consultancy' else 'employer' end, name, 'active', now()
      from unnest(${`{${orgs.map((o) => `"${o}"`).join(',')}}`}::text[]) with ordinality as t(name, i)`);
    await tx.execute(sql`create temp table bs (i int primary key, title text, title_ar text, d int, f int, ind int, skills int[], kw text,
      emin int, emax int, smin int, smax int, et text) on commit drop`);
    for (const [i, s] of JOB_SAMPLES.entries()) {
      const skills = s.skills.map((slug) => m('skills', slug));
      const d = m('designations', s.designation);
      // The designation's Arabic name where the seed gave none (the jobs' keywords_ar, by trigger).
      await tx.execute(
        sql`update master_items set name_ar = ${TITLES_AR[i] ?? null} where id = ${d.id} and name_ar is null`,
      );
      await tx.execute(sql`insert into bs values (${i}, ${s.title.replace(/ [–(].*$/, '')}, ${TITLES_AR[i] ?? null}, ${d.id}, ${m('functional_areas', s.functionalArea).id},
        ${m('industries', s.industry).id}, ${`{${skills.map((k) => k.id).join(',')}}`}::int[], ${[d.name, ...skills.map((k) => k.name)].join(' ')},
        ${s.experience[0]}, ${s.experience[1]}, ${s.salary[0]}, ${s.salary[1]}, ${s.employmentType})`);
    }
    await tx.execute(sql`create temp table bl on commit drop as
      select row_number() over (order by c.id) - 1 as i, s.parent_id as country, s.id as state, c.id as city
      from master_items c join master_items s on s.id = c.parent_id where c.list = 'cities'`);
    await tx.execute(sql`create temp table bc on commit drop as
      select row_number() over (order by id) - 1 as i, id, name from clients where name like '% (bench)'`);
    // Spread: 30 samples x 5 seniorities x 37 locations x 96 organisations, dates over 60 days.
    await tx.execute(sql`
      insert into jobs (client_id, title, title_ar, description_html_ar, description_text_ar, description_html, description_text, keywords, designation_id,
        functional_area_id, industry_id, location_ids, skill_ids, experience_min, experience_max, salary_min,
        salary_max, salary_currency, salary_visible, employment_type, openings, status, published_at, valid_through,
        created_at, updated_at)
      select c.id, p.pre || s.title || ' – ' || cityname.name,
        case when g % 3 = 0 then s.title_ar || p.ar || coalesce(' – ' || cityname.name_ar, '') end,
        case when g % 3 = 0 then '<p>تبحث ' || c.name || ' عن ' || s.title_ar || p.ar || '. ستحافظ على سلامة العمليات وإنجازها في الوقت المحدد وضمن الميزانية.</p><h3>المتطلبات</h3><ul><li>خبرة ' || s.emin || ' سنوات على الأقل في دول الخليج.</li></ul>' end,
        case when g % 3 = 0 then 'تبحث ' || c.name || ' عن ' || s.title_ar || p.ar || '. ستحافظ على سلامة العمليات وإنجازها في الوقت المحدد وضمن الميزانية.' || chr(10) || 'المتطلبات' || chr(10) || 'خبرة ' || s.emin || ' سنوات على الأقل في دول الخليج.' end,
        '<p>' || c.name || ' is hiring a ' || p.pre || s.title || ' in ' || cityname.name || '. You will keep operations safe, on time and within budget.</p><h3>Requirements</h3><ul><li>' || s.emin || '+ years of GCC experience.</li><li>Skills: ' || s.kw || '.</li></ul>',
        c.name || ' is hiring a ' || p.pre || s.title || ' in ' || cityname.name || '. You will keep operations safe, on time and within budget.' || chr(10) || 'Requirements' || chr(10) || s.emin || '+ years of GCC experience.' || chr(10) || 'Skills: ' || s.kw || '.',
        s.kw, s.d, s.f, s.ind, array[l.state, l.city], s.skills, s.emin + p.dx, s.emax + p.dx,
        (s.smin * p.k)::int, (s.smax * p.k)::int, 'AED', g % 7 <> 0, s.et, 1 + g % 3, 'published',
        now() - ((g::bigint * 7919) % 86400) * interval '1 minute', now() - ((g::bigint * 7919) % 86400) * interval '1 minute' + interval '90 days',
        now() - ((g::bigint * 7919) % 86400) * interval '1 minute', now() - ((g::bigint * 7919) % 86400) * interval '1 minute'
      from generate_series(1, ${n}) g
      join bs s on s.i = (g * 31) % 30
      join bl l on l.i = (g * 17) % (select count(*) from bl)
      join master_items cityname on cityname.id = l.city
      join bc c on c.i = (g * 13) % (select count(*) from bc)
      join (values (0, '', 0, 1.0, ${SENIORITY_AR[0]}), (1, 'Senior ', 3, 1.4, ${SENIORITY_AR[1]}), (2, 'Junior ', 0, 0.7, ${SENIORITY_AR[2]}),
          (3, 'Assistant ', 0, 0.8, ${SENIORITY_AR[3]}), (4, 'Lead ', 2, 1.25, ${SENIORITY_AR[4]}))
        as p(i, pre, dx, k, ar) on p.i = g % 5`);
    await tx.execute(sql`insert into job_locations (job_id, position, country_id, state_id, city_id)
      select j.id, 0, s.parent_id, j.location_ids[1], j.location_ids[2]
      from jobs j join master_items s on s.id = j.location_ids[1]
      where j.client_id in (select id from bc)`);
    await tx.execute(sql`insert into settings (key, value) values (${MARK}, ${n}::text::jsonb)
      on conflict (key) do update set value = excluded.value`);
  });
  await rebuildTerms(db);
  await db.execute(sql`vacuum analyze jobs`);
  return { generated: true, ms: Date.now() - started };
}
