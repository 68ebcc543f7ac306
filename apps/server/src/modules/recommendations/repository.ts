import { eq } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { type Anchors, type ScoredRow, scoredJobsQuery } from './score-sql';

/** The parts of a candidate's profile the recommendations match on, or undefined without a profile. */
export async function desiredJobOf(db: Db, userId: number) {
  const [profile] = await db
    .select({
      desiredDesignationIds: candidateProfiles.desiredDesignationIds,
      desiredFunctionalAreaIds: candidateProfiles.desiredFunctionalAreaIds,
      desiredLocationIds: candidateProfiles.desiredLocationIds,
      skillIds: candidateProfiles.skillIds,
      totalExperienceYears: candidateProfiles.totalExperienceYears,
      expectedSalary: candidateProfiles.expectedSalary,
      expectedSalaryCurrency: candidateProfiles.expectedSalaryCurrency,
    })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId));
  return profile;
}

/** One page of the candidate's open jobs by score; every row carries the whole ranking's total. */
export const scoredJobs = (db: Db, userId: number, anchors: Anchors, limit: number, offset: number) =>
  queryRows<ScoredRow>(db, scoredJobsQuery(userId, anchors, limit, offset));
