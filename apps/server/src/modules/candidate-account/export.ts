import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { jobAlerts } from '../../core/db/schema/alerts';
import { applicationEvents, applications, savedJobs } from '../../core/db/schema/applications';
import { files } from '../../core/db/schema/candidates';
import { jobs } from '../../core/db/schema/jobs';
import { users } from '../../core/db/schema/users';
import { AppError } from '../../core/lib/app-error';
import { loadCandidateProfile } from '../candidate-profile';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything the portal holds about a candidate that they gave or caused, for the "export my
 * data" download: the account, the whole profile, the files (their details; the CV itself has its
 * own download), applications with their history, saved jobs and alerts. Consultant feedback is
 * staff's own note, never part of it. Passwords and token versions are not the candidate's data.
 */
export async function exportCandidateData(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.notFound();
  const [profile, fileRows, appRows, saved, alerts] = await Promise.all([
    loadCandidateProfile(db, userId),
    db.select().from(files).where(eq(files.ownerId, userId)).orderBy(asc(files.createdAt)),
    db
      .select({ application: applications, title: jobs.title })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.candidateId, userId))
      .orderBy(desc(applications.createdAt)),
    db
      .select({ jobId: savedJobs.jobId, title: jobs.title, savedAt: savedJobs.createdAt })
      .from(savedJobs)
      .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
      .where(eq(savedJobs.candidateId, userId))
      .orderBy(desc(savedJobs.createdAt)),
    db.select().from(jobAlerts).where(eq(jobAlerts.candidateId, userId)).orderBy(asc(jobAlerts.createdAt)),
  ]);
  const appIds = appRows.map((r) => r.application.id);
  const events = appIds.length
    ? await db
        .select()
        .from(applicationEvents)
        .where(inArray(applicationEvents.applicationId, appIds))
        .orderBy(asc(applicationEvents.createdAt))
    : [];

  return {
    exported_at: new Date().toISOString(),
    account: {
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      role: user.role,
      created_at: iso(user.createdAt),
      last_login_at: iso(user.lastLoginAt),
    },
    profile,
    files: fileRows.map((f) => ({
      kind: f.kind,
      name: f.originalName,
      type: f.mime,
      size: f.size,
      uploaded_at: iso(f.createdAt),
    })),
    applications: appRows.map(({ application: a, title }) => ({
      job_id: a.jobId,
      job_title: title,
      status: a.status,
      cover_note: a.coverNote,
      applied_at: iso(a.createdAt),
      history: events
        .filter((e) => e.applicationId === a.id)
        .map((e) => ({ status: e.status, at: iso(e.createdAt) })),
    })),
    saved_jobs: saved.map((s) => ({ job_id: s.jobId, job_title: s.title, saved_at: iso(s.savedAt) })),
    job_alerts: alerts.map((a) => ({
      name: a.name,
      criteria: a.criteria,
      frequency: a.frequency,
      active: a.active,
      created_at: iso(a.createdAt),
    })),
  };
}
