import { alertCriteriaSchema } from '@portal/contract/alerts';
import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { jobAlerts } from '../../core/db/schema/alerts';
import {
  applicationEvents,
  applications,
  applicationViews,
  savedJobs,
} from '../../core/db/schema/applications';
import { candidateAccessLog } from '../../core/db/schema/candidate-access';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { users } from '../../core/db/schema/users';
import { nextRunAt } from '../../modules/alerts';
import { DEMO_CV_CANDIDATES, demoCvEmail } from './cv-database';
import { demoCandidate } from './demo-candidate';
import { demoCv } from './demo-cvs';
import { DEMO_EMPLOYERS } from './demo-employers';
import { masterIndex } from './demo-jobs';

const DAY = 86_400_000;

/** Where each demo application has got to: a pipeline with most still new, as on a real board. */
const PIPELINE: ApplicationStatus[][] = [
  ['applied'],
  ['applied', 'shortlisted'],
  ['applied', 'shortlisted', 'interview'],
  ['applied'],
  ['applied', 'rejected'],
  ['applied', 'shortlisted', 'interview', 'offered'],
  ['applied'],
  ['applied', 'shortlisted', 'interview', 'offered', 'hired'],
  ['applied', 'shortlisted'],
  ['applied'],
];

type Job = { id: number; title: string; clientId: number; publishedAt: Date | null };
type Org = { id: number; owner: number };

/**
 * What the demo accounts have done, so a fresh start shows every list and chart with something in
 * it: applicants on the demo jobs over the last eight weeks, each after the candidate registered and
 * the job was posted, at every stage (the dashboards' funnel and weekly charts, the applicants of a
 * job); the demo candidate's
 * own applications, saved jobs and job alert, and the organisations that opened her profile; and the
 * jobs' view counts. Skipped once the demo jobs have an applicant, so it never adds twice.
 */
export async function seedDemoActivity(db: Db): Promise<void> {
  const orgRows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      or(
        and(
          eq(clients.type, 'employer'),
          inArray(
            clients.name,
            DEMO_EMPLOYERS.map((e) => e.name),
          ),
        ),
        eq(clients.isOperator, true),
      ),
    );
  const demoJobs: Job[] = orgRows.length
    ? await db
        .select({ id: jobs.id, title: jobs.title, clientId: jobs.clientId, publishedAt: jobs.publishedAt })
        .from(jobs)
        .where(
          and(
            inArray(
              jobs.clientId,
              orgRows.map((o) => o.id),
            ),
            eq(jobs.status, 'published'),
          ),
        )
        .orderBy(jobs.id)
    : [];
  if (!demoJobs.length) return;
  const [applied] = await db
    .select({ n: count() })
    .from(applications)
    .where(
      inArray(
        applications.jobId,
        demoJobs.map((j) => j.id),
      ),
    );
  if ((applied?.n ?? 0) > 0) return;

  const orgs = new Map<number, Org>();
  for (const o of orgRows) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.clientId, o.id))
      .orderBy(users.id)
      .limit(1);
    if (owner) orgs.set(o.id, { id: o.id, owner: owner.id });
  }
  const jobsLike = (...words: string[]) => demoJobs.filter((j) => words.some((w) => j.title.includes(w)));

  // The CV database's candidates apply for up to four jobs that fit them each.
  const pool = await db
    .select({ id: users.id, email: users.email, cv: candidateProfiles.cvFileId, joined: users.createdAt })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(
      inArray(
        users.email,
        Array.from({ length: DEMO_CV_CANDIDATES }, (_, i) => demoCvEmail(i + 1)),
      ),
    )
    .orderBy(users.id);
  for (const [i, cand] of pool.entries()) {
    const n = Number(cand.email.match(/\d+/)?.[0]);
    const fitting = jobsLike(...demoCv(n).appliesFor);
    const picks = [0, 1, 2, 3].map((j) => fitting[(n + j) % Math.max(fitting.length, 1)]);
    for (const [k, job] of [...new Set(picks)].entries()) {
      if (!job) continue;
      const org = orgs.get(job.clientId);
      if (!org) continue;
      // Spread over the weeks since they registered (apply() keeps each after its job's
      // publication); a candidate's applications are some days apart.
      const days = Math.max(1, Math.floor((Date.now() - cand.joined.getTime()) / DAY) - 1);
      const daysAgo = 1 + ((i * 5 + k * 9) % days);
      await apply(db, {
        job,
        org,
        candidateId: cand.id,
        cvFileId: cand.cv,
        at: Math.max(Date.now() - daysAgo * DAY, cand.joined.getTime() + 3_600_000),
        steps: PIPELINE[(i + k * 3) % PIPELINE.length] ?? ['applied'],
      });
    }
  }

  await seedCandidateActivity(db, { jobsLike, orgs });

  // Views: each job's count as if visited for a few weeks, 40 to 200 a job.
  await db
    .update(jobs)
    .set({ views: sql`${jobs.views} + 40 + (${jobs.id} * 37) % 160` })
    .where(
      inArray(
        jobs.id,
        demoJobs.map((j) => j.id),
      ),
    );
}

/** The demo candidate: four applications at different stages, two saved jobs, an alert, viewers. */
async function seedCandidateActivity(
  db: Db,
  ctx: { jobsLike: (...words: string[]) => Job[]; orgs: Map<number, Org> },
) {
  const aisha = await demoCandidate(db);
  if (!aisha) return;
  const plan: { words: string[]; daysAgo: number; steps: ApplicationStatus[] }[] = [
    // Jobs the seed published weeks ago, so each application comes after its job.
    { words: ['Inventory Controller'], daysAgo: 30, steps: ['applied', 'shortlisted', 'interview'] },
    { words: ['Cold Chain Supervisor'], daysAgo: 19, steps: ['applied', 'shortlisted'] },
    { words: ['Storekeeper'], daysAgo: 4, steps: ['applied'] },
    // Her newest, which the demo interviews leave at applied (not the demo employer's: its offer
    // takes her newest application there).
    { words: ['Shipping Coordinator'], daysAgo: 2, steps: ['applied'] },
  ];
  for (const p of plan) {
    const job = ctx.jobsLike(...p.words)[0];
    const org = job && ctx.orgs.get(job.clientId);
    if (!job || !org) continue;
    const applicationId = await apply(db, {
      job,
      org,
      candidateId: aisha.id,
      cvFileId: aisha.cv,
      at: Date.now() - p.daysAgo * DAY,
      steps: p.steps,
    });
    // Her "who viewed my profile": the organisations that opened her application.
    if (applicationId && p.steps.length > 1)
      await db.insert(candidateAccessLog).values({
        candidateId: aisha.id,
        viewerId: org.owner,
        clientId: org.id,
        kind: 'profile',
        applicationId,
        createdAt: new Date(Date.now() - (p.daysAgo - 1) * DAY),
      });
  }
  const saved = [...ctx.jobsLike('Reach Truck'), ...ctx.jobsLike('Forklift')].slice(0, 2);
  if (saved.length)
    await db
      .insert(savedJobs)
      .values(saved.map((j) => ({ candidateId: aisha.id, jobId: j.id })))
      .onConflictDoNothing();
  const m = await masterIndex(db);
  await db.insert(jobAlerts).values({
    candidateId: aisha.id,
    name: 'Warehouse jobs in Dubai',
    criteria: alertCriteriaSchema.parse({ keyword: 'warehouse', location: [m('states', 'dubai').id] }),
    frequency: 'weekly',
    nextRunAt: nextRunAt('weekly'),
  });
}

/**
 * One application and its history: each step a day and a half after the last, by the organisation's
 * user (the first by the candidate), opened by the organisation once past "applied". Nothing happens
 * before the job was published (a few hours after it at the earliest) or later than an hour ago.
 */
async function apply(
  db: Db,
  a: {
    job: Job;
    org: Org;
    candidateId: number;
    cvFileId: number | null;
    at: number;
    steps: ApplicationStatus[];
  },
): Promise<number | undefined> {
  const from = Math.max(a.at, (a.job.publishedAt?.getTime() ?? 0) + 6 * 3_600_000);
  // A job published in the last hours has had no applicants yet.
  if (from > Date.now() - 3_600_000) return undefined;
  const times = a.steps.map((_, i) => new Date(Math.min(from + i * 1.5 * DAY, Date.now() - 3_600_000)));
  const last = times[times.length - 1] as Date;
  const [row] = await db
    .insert(applications)
    .values({
      jobId: a.job.id,
      candidateId: a.candidateId,
      status: a.steps[a.steps.length - 1] ?? 'applied',
      cvFileId: a.cvFileId,
      firstViewedAt: a.steps.length > 1 ? times[1] : null,
      createdAt: times[0],
      updatedAt: last,
    })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (!row) return undefined;
  await db.insert(applicationEvents).values(
    a.steps.map((status, i) => ({
      applicationId: row.id,
      status,
      changedBy: i === 0 ? a.candidateId : a.org.owner,
      createdAt: times[i],
    })),
  );
  if (a.steps.length > 1)
    await db
      .insert(applicationViews)
      .values({ applicationId: row.id, viewerId: a.org.owner, createdAt: times[1] });
  return row.id;
}
