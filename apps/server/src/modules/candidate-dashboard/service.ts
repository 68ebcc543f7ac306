import type { CandidateDashboard } from '@portal/contract/candidate-dashboard';
import { APPLICATION_STATUSES } from '@portal/contract/candidate-enums';
import type { Db } from '../../core/db/client';
import { countsByStatus } from '../../core/lib/status-counts';
import { type CompletenessFacts, computeCompleteness, loadCompletenessFacts } from '../candidate-profile';
import { recommendJobs } from '../recommendations';
import {
  applicationsByStatus,
  countActiveAlerts,
  countSavedJobs,
  latestApplications,
  profileStateOf,
} from './repository';

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
  const rows = await applicationsByStatus(db, userId);
  const byStatus = countsByStatus(APPLICATION_STATUSES, rows);
  return { total: rows.reduce((sum, r) => sum + r.n, 0), by_status: byStatus };
}

async function recentApplications(db: Db, userId: number) {
  const rows = await latestApplications(db, userId, RECENT);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    applied_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    job: { id: r.jobId, title: r.title, title_ar: r.titleAr, employer: r.companyName || r.employer },
  }));
}

/** GET candidate/dashboard: one round of independent queries. */
export async function candidateDashboard(db: Db, userId: number): Promise<CandidateDashboard> {
  const [apps, recent, saved, alerts, recommended, facts, profile] = await Promise.all([
    applicationCounts(db, userId),
    recentApplications(db, userId),
    countSavedJobs(db, userId),
    countActiveAlerts(db, userId),
    recommendJobs(db, userId, { page: 1, page_size: RECENT }),
    loadCompletenessFacts(db, userId),
    profileStateOf(db, userId),
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
