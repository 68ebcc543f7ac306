import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { jobLocations, jobs, jobTemplates } from '../../core/db/schema/jobs';
import { masterItems } from '../../core/db/schema/master-data';
import { htmlToText, sanitizeDescription } from '../../core/lib/sanitize';
import { rebuildTerms } from '../../modules/jobs';
import { DEMO_ORGS } from './demo-accounts';
import { countryOfState, currencyOfCountry, JOB_SAMPLES, sampleDescription } from './job-samples';

const GULF_FREIGHT = 'Gulf Freight Solutions LLC';
const OPERATOR = null;

/**
 * Who posted each job sample (an employer's name, or null: the operator) and how many days ago,
 * each after its employer joined (demo-employers.ts); `client` names the employer the operator
 * recruits for, which has its own page too.
 */
const POSTED: { by: string | null; daysAgo: number; client?: string }[] = [
  { by: GULF_FREIGHT, daysAgo: 54 },
  { by: 'Basket Express Fulfilment', daysAgo: 28 },
  { by: 'Al Noor Building Supplies', daysAgo: 46 },
  { by: 'Arabian Heavy Lift', daysAgo: 17 },
  { by: 'Sahara Fresh Foods', daysAgo: 30 },
  { by: 'Sahara Fresh Foods', daysAgo: 43 },
  { by: GULF_FREIGHT, daysAgo: 47 },
  { by: GULF_FREIGHT, daysAgo: 9 },
  { by: OPERATOR, daysAgo: 52 },
  { by: GULF_FREIGHT, daysAgo: 33 },
  { by: OPERATOR, daysAgo: 37 },
  { by: 'Al Noor Building Supplies', daysAgo: 16 },
  { by: OPERATOR, daysAgo: 25, client: 'Al Noor Building Supplies' },
  { by: 'Swift Lane Couriers', daysAgo: 22 },
  { by: GULF_FREIGHT, daysAgo: 3 },
  { by: 'Oasis Pharma Distribution', daysAgo: 18 },
  { by: 'Arabian Heavy Lift', daysAgo: 5 },
  { by: 'Oasis Pharma Distribution', daysAgo: 34 },
  { by: 'Emirates Cold Stores', daysAgo: 51 },
  { by: 'Basket Express Fulfilment', daysAgo: 2 },
  { by: 'Khalifa Gateway Terminals', daysAgo: 10 },
  { by: OPERATOR, daysAgo: 14, client: GULF_FREIGHT },
  { by: GULF_FREIGHT, daysAgo: 40 },
  { by: 'Emirates Cold Stores', daysAgo: 27 },
  { by: GULF_FREIGHT, daysAgo: 20 },
  { by: 'Swift Lane Couriers', daysAgo: 8 },
  { by: 'Basket Express Fulfilment', daysAgo: 11 },
  { by: 'Falcon Auto Parts', daysAgo: 13 },
  { by: 'Sahara Fresh Foods', daysAgo: 6 },
  { by: 'Falcon Auto Parts', daysAgo: 39 },
];

/** How long a demo job stays open: the oldest close within the week, as on a real board. */
const OPEN_DAYS = 60;

/** Slug -> id for every master list the samples use. */
export async function masterIndex(db: Db) {
  const rows = await db
    .select({ id: masterItems.id, list: masterItems.list, slug: masterItems.slug, name: masterItems.name })
    .from(masterItems);
  const map = new Map(rows.map((r) => [`${r.list}:${r.slug}`, r]));
  return (list: string, slug: string) => {
    const r = map.get(`${list}:${slug}`);
    if (!r) throw new Error(`Seed: unknown ${list} "${slug}"`);
    return r;
  };
}

/**
 * Thirty published jobs spread over the demo employers and the operator, posted over the last
 * eight weeks, and two templates for the demo employer, so a fresh start shows a living portal.
 * Skipped when the organisations are missing or the demo employer or the operator has jobs already.
 */
export async function seedDemoJobs(db: Db): Promise<void> {
  const names = [...new Set(POSTED.flatMap((p) => (p.by ? [p.by] : [])))];
  const orgs = await db
    .select({ id: clients.id, name: clients.name, isOperator: clients.isOperator })
    .from(clients)
    .where(or(and(eq(clients.type, 'employer'), inArray(clients.name, names)), eq(clients.isOperator, true)));
  const employer = orgs.find((o) => !o.isOperator && o.name === DEMO_ORGS.employer);
  const consultancy = orgs.find((o) => o.isOperator);
  if (!employer || !consultancy) return;
  const [existing] = await db
    .select({ n: count() })
    .from(jobs)
    .where(inArray(jobs.clientId, [employer.id, consultancy.id]));
  if ((existing?.n ?? 0) > 0) return;
  const orgOf = new Map(orgs.filter((o) => !o.isOperator).map((o) => [o.name, o]));
  const m = await masterIndex(db);
  const day = 86_400_000;
  for (const [i, s] of JOB_SAMPLES.entries()) {
    const posted = POSTED[i];
    const org = posted?.by ? orgOf.get(posted.by) : consultancy;
    if (!posted || !org) continue;
    const country = countryOfState(s.location[0]);
    const skills = s.skills.map((slug) => m('skills', slug));
    const html = sanitizeDescription(
      sampleDescription(
        s,
        skills.map((k) => k.name),
      ),
    );
    const designation = m('designations', s.designation);
    const state = m('states', s.location[0]);
    const city = m('cities', s.location[1]);
    const publishedAt = new Date(Date.now() - posted.daysAgo * day - ((i * 7) % 10) * 3_600_000);
    const [row] = await db
      .insert(jobs)
      .values({
        clientId: org.id,
        title: s.title,
        descriptionHtml: html,
        descriptionText: htmlToText(html),
        keywords: [designation.name, ...skills.map((k) => k.name)].join(' '),
        designationId: designation.id,
        functionalAreaId: m('functional_areas', s.functionalArea).id,
        industryId: m('industries', s.industry).id,
        educationLevelId: m('education_levels', i % 3 === 0 ? 'bachelor-s-degree' : 'diploma').id,
        locationIds: [state.id, city.id],
        skillIds: skills.map((k) => k.id),
        experienceMin: s.experience[0],
        experienceMax: s.experience[1],
        salaryMin: s.salary[0],
        salaryMax: s.salary[1],
        salaryCurrency: currencyOfCountry(country) as 'AED',
        salaryVisible: i % 5 !== 4,
        employmentType: s.employmentType,
        openings: 1 + (i % 4),
        clientCompanyName: posted.client ?? null,
        status: 'published',
        publishedAt,
        validThrough: new Date(publishedAt.getTime() + OPEN_DAYS * day),
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: jobs.id });
    if (!row) continue;
    await db.insert(jobLocations).values({
      jobId: row.id,
      position: 0,
      countryId: m('countries', country).id,
      stateId: state.id,
      cityId: city.id,
    });
  }
  await rebuildTerms(db);
  const [hasTemplates] = await db
    .select({ n: count() })
    .from(jobTemplates)
    .where(and(eq(jobTemplates.clientId, employer.id)));
  if ((hasTemplates?.n ?? 0) > 0) return;
  for (const [name, s] of [
    ['Forklift operator (standard)', JOB_SAMPLES[22]],
    ['Warehouse supervisor (shifts)', JOB_SAMPLES[1]],
  ] as const) {
    if (!s) continue;
    const skills = s.skills.map((slug) => m('skills', slug));
    const html = sanitizeDescription(
      sampleDescription(
        s,
        skills.map((k) => k.name),
      ),
    );
    await db.insert(jobTemplates).values({
      clientId: employer.id,
      name,
      title: s.title,
      descriptionHtml: html,
      designationId: m('designations', s.designation).id,
      functionalAreaId: m('functional_areas', s.functionalArea).id,
      industryId: m('industries', s.industry).id,
      skillIds: skills.map((k) => k.id),
      locations: [
        {
          country_id: m('countries', countryOfState(s.location[0])).id,
          state_id: m('states', s.location[0]).id,
          city_id: m('cities', s.location[1]).id,
        },
      ],
      experienceMin: s.experience[0],
      experienceMax: s.experience[1],
      salaryMin: s.salary[0],
      salaryMax: s.salary[1],
      employmentType: s.employmentType,
    });
  }
}
