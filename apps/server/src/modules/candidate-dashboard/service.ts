import type { CandidateDashboard } from '@portal/contract/candidate-dashboard';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contract/candidate-enums';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobAlerts } from '../../db/schema/alerts';
import { applications, savedJobs } from '../../db/schema/applications';
import { candidateProfiles } from '../../db/schema/candidates';
import { clients } from '../../db/schema/clients';
import { jobs } from '../../db/schema/jobs';
import {
  type CompletenessFacts,
  computeCompleteness,
  loadCompletenessFacts,
} from '../candidate-profile/completeness';
import { recommendJobs } from '../recommendations/service';

const RECENT = 5;
const EMPTY_FACTS: CompletenessFacts = {
  hasPhoto: false,
  hasCv: false,
  headline: null,
  summary: null,
  phone: null,
  nationalityId: null,
  currentCountryId: null,
  totalExperienceYears: null,
  skills: 0,
  employments: 0,
  educations: 0,
  desiredRoles: 0,
  desiredLocations: 0,
};

async function applicationCounts(db: Db, userId: number) {
  const rows = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(eq(applications.candidateId, userId))
    .groupBy(applications.status);
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const r of rows) byStatus[r.status] = r.n;
  return { total: rows.reduce((sum, r) => sum + r.n, 0), by_status: byStatus };
}

async function recentApplications(db: Db, userId: number) {
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      jobId: jobs.id,
      title: jobs.title,
      companyName: jobs.clientCompanyName,
      employer: clients.name,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .where(eq(applications.candidateId, userId))
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(RECENT);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    applied_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    job: { id: r.jobId, title: r.title, employer: r.companyName || r.employer },
  }));
}

const countOf = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

/** GET candidate/dashboard: one round of independent queries. */
export async function candidateDashboard(db: Db, userId: number): Promise<CandidateDashboard> {
  const [apps, recent, saved, alerts, recommended, facts, [profile]] = await Promise.all([
    applicationCounts(db, userId),
    recentApplications(db, userId),
    countOf(db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.candidateId, userId))),
    countOf(
      db
        .select({ n: count() })
        .from(jobAlerts)
        .where(and(eq(jobAlerts.candidateId, userId), eq(jobAlerts.active, true))),
    ),
    recommendJobs(db, userId, { page: 1, page_size: RECENT }),
    loadCompletenessFacts(db, userId),
    db
      .select({ completeness: candidateProfiles.completeness, onboardedAt: candidateProfiles.onboardedAt })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, userId)),
  ]);
  // The profile module's own rule names what is missing (everything, before the profile exists).
  const completeness = computeCompleteness(facts?.facts ?? EMPTY_FACTS);
  return {
    applications: apps,
    saved_jobs: saved,
    active_alerts: alerts,
    recommendations: recommended.total,
    recommendations_need_profile: recommended.needsProfile,
    profile: {
      completeness: facts ? completeness.score : (profile?.completeness ?? 0),
      missing: completeness.missing,
      onboarded: profile?.onboardedAt != null,
    },
    recent_applications: recent,
    top_recommendations: recommended.data,
  };
}
