import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contract/candidate-enums';
import type { MyDashboard, SearchDemand, TeamDashboard } from '@portal/contract/dashboards';
import type { Db } from '../../core/db/client';
import { keywordDemand } from '../reports';
import { myInterviewRows, myPipelineRows, teamRows } from './role-repository';

const day = (d: Date | string | number) => new Date(d).toISOString().slice(0, 10);
const n = (v: unknown) => Number(v ?? 0);
const stagesOf = (counts: Map<ApplicationStatus, number>) =>
  APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));

/** The caller's own work: the pipeline of the jobs they posted and the interviews they sit on. */
export async function myDashboard(db: Db, userId: number, clientId: number): Promise<MyDashboard> {
  const [[jobs, perJob, totals], interviews] = await Promise.all([
    myPipelineRows(db, userId, clientId),
    myInterviewRows(db, userId, clientId),
  ]);
  const byJob = new Map<number, Map<ApplicationStatus, number>>();
  for (const r of perJob) {
    const counts = byJob.get(n(r.job_id)) ?? new Map();
    counts.set(r.status, n(r.n));
    byJob.set(n(r.job_id), counts);
  }
  return {
    jobs: jobs.map((j) => ({
      id: n(j.id),
      title: j.title,
      status: j.status,
      stages: stagesOf(byJob.get(n(j.id)) ?? new Map()),
    })),
    pipeline: stagesOf(new Map(totals.map((t) => [t.status, n(t.n)]))),
    interviews: interviews.map((i) => ({
      id: n(i.id),
      application_id: n(i.application_id),
      candidate: `${i.first_name} ${i.last_name}`.trim(),
      job_id: n(i.job_id),
      job_title: i.title,
      starts_at: new Date(i.starts_at).toISOString(),
      time_zone: i.time_zone,
      kind: i.kind,
    })),
  };
}

/** An organisation's team activity per member and week (every member, every week), and its plan use per month. */
export async function teamDashboard(db: Db, clientId: number, period: number): Promise<TeamDashboard> {
  const [members, weeks, activity, usage] = await teamRows(db, clientId, period);
  const counts = new Map(activity.map((a) => [`${day(a.wk ?? 0)}|${n(a.user_id)}`, a]));
  return {
    period,
    members: members.map((m) => ({ id: n(m.id), name: `${m.first_name} ${m.last_name}`.trim() })),
    activity: weeks.flatMap((w) =>
      members.map((m) => {
        const a = counts.get(`${day(w.wk)}|${n(m.id)}`);
        return {
          week: day(w.wk),
          user_id: n(m.id),
          jobs_posted: n(a?.jobs),
          status_moves: n(a?.moves),
          mails_sent: n(a?.mails),
        };
      }),
    ),
    usage: usage.map((u) => ({
      month: day(u.month).slice(0, 7),
      cv_views: n(u.cv_views),
      cv_downloads: n(u.cv_downloads),
      recruiter_emails: n(u.recruiter_emails),
    })),
  };
}

/** The ten most searched keywords and the ten that most often found nothing (the reports' query). */
export async function searchDemand(db: Db, days: number): Promise<SearchDemand> {
  // Days are UTC dates, as the search records them; today included.
  const rows = await keywordDemand(
    db,
    { from: day(Date.now() - (days - 1) * 86_400_000), to: day(Date.now()) },
    10,
  );
  const byKeyword = (a: { keyword: string }, b: { keyword: string }) =>
    a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0;
  return {
    days,
    top: rows
      .filter((r) => r.top)
      .map((r) => ({ keyword: r.keyword, searches: n(r.searches), zero_result_searches: n(r.zero) }))
      .sort((a, b) => b.searches - a.searches || byKeyword(a, b)),
    zero: rows
      .filter((r) => r.zero_rank)
      .map((r) => ({ keyword: r.keyword, zero_result_searches: n(r.zero) }))
      .sort((a, b) => b.zero_result_searches - a.zero_result_searches || byKeyword(a, b)),
  };
}
