import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { jobLocations, jobs, jobTemplates } from '../../core/db/schema/jobs';
import { masterItems } from '../../core/db/schema/master-data';
import { htmlToText, sanitizeDescription } from '../../core/lib/sanitize';
import { rebuildTerms } from '../../modules/jobs';
import { DEMO_ORGS } from './demo-accounts';
import { countryOfState, currencyOfCountry, JOB_SAMPLES, sampleDescription } from './job-samples';

const CLIENT_COMPANIES = ['Emirates Cold Stores', 'Al Noor Building Supplies', 'Falcon Auto Parts'];

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
 * Thirty published jobs split between the demo employer and the operator, and two templates for the demo
 * employer, so a fresh start shows a living portal. Skipped when the organisations are missing or
 * already have jobs.
 */
export async function seedDemoJobs(db: Db): Promise<void> {
  const orgs = await db
    .select({ id: clients.id, type: clients.type, name: clients.name, isOperator: clients.isOperator })
    .from(clients)
    .where(
      or(
        and(eq(clients.type, 'employer'), eq(clients.name, DEMO_ORGS.employer)),
        eq(clients.isOperator, true),
      ),
    );
  const employer = orgs.find((o) => !o.isOperator);
  const consultancy = orgs.find((o) => o.isOperator);
  if (!employer || !consultancy) return;
  const [existing] = await db
    .select({ n: count() })
    .from(jobs)
    .where(inArray(jobs.clientId, [employer.id, consultancy.id]));
  if ((existing?.n ?? 0) > 0) return;
  const m = await masterIndex(db);
  const day = 86_400_000;
  for (const [i, s] of JOB_SAMPLES.entries()) {
    const org = i % 2 === 0 ? employer : consultancy;
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
    const publishedAt = new Date(Date.now() - (i % 25) * day - i * 3_600_000);
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
        clientCompanyName: org === consultancy && i % 4 === 1 ? (CLIENT_COMPANIES[i % 3] ?? null) : null,
        status: 'published',
        publishedAt,
        validThrough: new Date(publishedAt.getTime() + 45 * day),
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
