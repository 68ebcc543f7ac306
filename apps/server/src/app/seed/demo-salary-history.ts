import type { Currency, SALARY_PERIODS } from '@portal/contract/jobs';

type SalaryPeriod = (typeof SALARY_PERIODS)[number];

import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { exchangeRates } from '../../core/db/schema/exchange-rates';
import { jobLocations, jobs } from '../../core/db/schema/jobs';
import { settings } from '../../core/db/schema/settings';
import { DEMO_ORGS } from './demo-accounts';
import { masterIndex } from './demo-jobs';

const MARKER = 'seed.salary_history';
const DAY = 86_400_000;

/**
 * A year of earlier, closed postings (issue 30 item 5), so a fresh start's salary pages
 * (/salaries) have figures: Warehouse Manager in Dubai every month (the trend), in Abu Dhabi, and a
 * few other designation × emirate pairs, each from several employers, in AED a month and, for some,
 * a yearly or a Saudi salary (shown normalised). The demo employer's and the operator's job lists
 * are left as they were: these belong to the other demo employers.
 */
type Plan = {
  designation: string;
  title: string;
  functionalArea: string;
  industry: string;
  state: string;
  city: string;
  country?: string;
  /** Monthly AED midpoint of the first posting; later ones vary around it. */
  base: number;
  spread: number;
  /** Postings, and how many days apart going back from about two weeks ago. */
  count: number;
  everyDays: number;
  currency?: Currency;
  period?: SalaryPeriod;
};

const PLANS: Plan[] = [
  // Five a month for twelve months: the trend has a median every month.
  ...Array.from({ length: 5 }, (_, k) => ({
    designation: 'warehouse-manager',
    title:
      [
        'Warehouse Manager',
        'Warehouse Manager – 3PL',
        'Warehouse Manager (FMCG)',
        'Site Warehouse Manager',
        'Warehouse Manager – Cold Chain',
      ][k] ?? 'Warehouse Manager',
    functionalArea: 'warehousing',
    industry: 'third-party-logistics-3pl',
    state: 'dubai',
    city: k % 2 ? 'jebel-ali' : 'dubai-south',
    base: 13_000 + k * 1_200,
    spread: 900,
    count: 12,
    everyDays: 30,
    ...(k === 4 ? { period: 'YEAR' as const } : {}),
  })),
  {
    designation: 'warehouse-manager',
    title: 'Warehouse Manager',
    functionalArea: 'warehousing',
    industry: 'third-party-logistics-3pl',
    state: 'abu-dhabi',
    city: 'mussafah',
    base: 14_500,
    spread: 1_100,
    count: 6,
    everyDays: 45,
  },
  {
    designation: 'forklift-operator',
    title: 'Forklift Operator',
    functionalArea: 'warehousing',
    industry: 'third-party-logistics-3pl',
    state: 'dubai',
    city: 'jebel-ali',
    base: 2_800,
    spread: 200,
    count: 7,
    everyDays: 40,
  },
  {
    designation: 'forklift-operator',
    title: 'Forklift Operator',
    functionalArea: 'warehousing',
    industry: 'retail-e-commerce',
    state: 'sharjah',
    city: 'sharjah',
    base: 2_600,
    spread: 150,
    count: 5,
    everyDays: 55,
  },
  {
    designation: 'warehouse-supervisor',
    title: 'Warehouse Supervisor',
    functionalArea: 'warehousing',
    industry: 'retail-e-commerce',
    state: 'dubai',
    city: 'dubai-south',
    base: 7_800,
    spread: 500,
    count: 6,
    everyDays: 50,
  },
  {
    designation: 'demand-planner',
    title: 'Demand Planner',
    functionalArea: 'supply-chain-planning',
    industry: 'fmcg',
    state: 'riyadh-province',
    city: 'riyadh',
    country: 'saudi-arabia',
    base: 13_000,
    spread: 800,
    count: 5,
    everyDays: 60,
    currency: 'SAR',
  },
];

/**
 * When the i-th posting of a plan went up: one a calendar month for a monthly plan (so each month
 * of the trend has its five), else every `everyDays` back from about two weeks ago.
 */
function postedAt(plan: Plan, i: number, n: number): Date {
  const now = new Date();
  if (plan.everyDays !== 30) return new Date(now.getTime() - (14 + i * plan.everyDays + (n % 5)) * DAY);
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1 + ((n * 3) % 20), 9));
  // This month's may not have come yet: then earlier today.
  return day.getTime() < now.getTime() ? day : new Date(now.getTime() - (1 + (n % 4)) * 3_600_000);
}

export async function seedSalaryHistory(db: Db): Promise<void> {
  const [done] = await db.select().from(settings).where(eq(settings.key, MARKER));
  if (done) return;
  const orgs = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(eq(clients.type, 'employer'), eq(clients.isOperator, false), ne(clients.name, DEMO_ORGS.employer)),
    )
    .orderBy(clients.id);
  // Demo employers only: a database without them (a production start) gets no invented postings.
  if (orgs.length < 3) return;
  const m = await masterIndex(db);
  const rates = new Map(
    (await db.select().from(exchangeRates)).map((r) => [r.currency, Number(r.aedPerUnit)]),
  );
  let n = 0;
  for (const plan of PLANS) {
    const designation = m('designations', plan.designation);
    const state = m('states', plan.state);
    const city = m('cities', plan.city);
    const country = m('countries', plan.country ?? 'united-arab-emirates');
    const rate = plan.currency ? (rates.get(plan.currency) ?? 1) : 1;
    for (let i = 0; i < plan.count; i++, n++) {
      const org = orgs[n % orgs.length];
      if (!org) continue;
      // A spread of mid-range salaries around the plan's base, as different employers pay.
      const mid = plan.base + (((n * 7) % 5) - 2) * plan.spread + i * 40;
      const perPeriod = (v: number) => {
        const local = v / rate;
        return Math.round(plan.period === 'YEAR' ? local * 12 : local);
      };
      const salaryMin = perPeriod(mid * 0.9);
      const salaryMax = perPeriod(mid * 1.1);
      const publishedAt = postedAt(plan, i, n);
      const closedAt = new Date(publishedAt.getTime() + 30 * DAY);
      const text = `${plan.title}: a closed posting kept for the portal's salary insights.`;
      const [row] = await db
        .insert(jobs)
        .values({
          clientId: org.id,
          title: plan.title,
          descriptionHtml: `<p>${text}</p>`,
          descriptionText: text,
          keywords: designation.name,
          designationId: designation.id,
          functionalAreaId: m('functional_areas', plan.functionalArea).id,
          industryId: m('industries', plan.industry).id,
          locationIds: [state.id, city.id],
          salaryMin,
          salaryMax,
          salaryCurrency: plan.currency ?? 'AED',
          salaryPeriod: plan.period ?? 'MONTH',
          status: 'closed',
          publishedAt,
          validThrough: closedAt,
          closedAt,
          createdAt: publishedAt,
          updatedAt: closedAt,
        })
        .returning({ id: jobs.id });
      if (row)
        await db
          .insert(jobLocations)
          .values({ jobId: row.id, position: 0, countryId: country.id, stateId: state.id, cityId: city.id });
    }
  }
  await db.insert(settings).values({ key: MARKER, value: true }).onConflictDoNothing();
}
