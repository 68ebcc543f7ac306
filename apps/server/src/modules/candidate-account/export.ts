import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { loadCandidateProfile } from '../candidate-profile';
import { listConsents } from '../consents';
import { coverLettersOf } from '../cover-letters';
import { adoptStoredCvs, listCvs } from '../files';
import { exportAfterApplying } from './export-after-applying';
import {
  accountRow,
  alertsOf,
  applicationEventsOf,
  applicationsOf,
  filesOf,
  savedJobsOf,
} from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything the portal holds about a candidate that they gave or caused, for the "export my
 * data" download: the account, the whole profile, the files (their details; each CV has its
 * own download), the named CVs and saved cover letters, applications with their history, then what followed them (screening answers,
 * interviews, messages, offers), saved jobs and alerts. Consultant feedback, scorecards and
 * interviewers' notes are staff's own, never part of it. Passwords and token versions are not the candidate's data.
 */
export async function exportCandidateData(db: Db, userId: number) {
  const user = await accountRow(db, userId);
  if (!user) throw AppError.notFound();
  await adoptStoredCvs(db, userId);
  const [profile, fileRows, appRows, saved, alerts, consents, cvs, letters] = await Promise.all([
    loadCandidateProfile(db, userId),
    filesOf(db, userId),
    applicationsOf(db, userId),
    savedJobsOf(db, userId),
    alertsOf(db, userId),
    listConsents(db, userId),
    listCvs(db, userId),
    coverLettersOf(db, userId),
  ]);
  const appIds = appRows.map((r) => r.application.id);
  const [events, afterApplying] = await Promise.all([
    appIds.length ? applicationEventsOf(db, appIds) : [],
    exportAfterApplying(
      db,
      appRows.map((r) => ({ id: r.application.id, jobId: r.application.jobId, jobTitle: r.title })),
    ),
  ]);

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
    cvs: cvs.map(({ entry, file, isDefault }) => ({
      name: entry.name,
      file_name: file.originalName,
      size: file.size,
      is_default: isDefault,
      uploaded_at: iso(file.createdAt),
    })),
    cover_letters: letters.map((l) => ({
      title: l.title,
      body: l.body,
      created_at: iso(l.createdAt),
      updated_at: iso(l.updatedAt),
    })),
    applications: appRows.map(({ application: a, title }) => ({
      job_id: a.jobId,
      job_title: title,
      status: a.status,
      cover_note: a.coverNote,
      cv_name: a.cvName,
      applied_at: iso(a.createdAt),
      history: events
        .filter((e) => e.applicationId === a.id)
        .map((e) => ({ status: e.status, at: iso(e.createdAt) })),
    })),
    ...afterApplying,
    saved_jobs: saved.map((s) => ({ job_id: s.jobId, job_title: s.title, saved_at: iso(s.savedAt) })),
    job_alerts: alerts.map((a) => ({
      name: a.name,
      criteria: a.criteria,
      frequency: a.frequency,
      active: a.active,
      created_at: iso(a.createdAt),
    })),
    consents: consents.history,
  };
}
