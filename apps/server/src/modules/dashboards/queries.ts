import { APPLICATION_STATUSES } from '@portal/contract/candidate-enums';
import type { AdminDashboard, EmployerDashboard } from '@portal/contract/dashboards';
import type { Db } from '../../core/db/client';
import { adminFigures, employerFigures } from './repository';

const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10);
const n = (v: unknown) => Number(v ?? 0);

export async function adminDashboard(db: Db, period: number): Promise<AdminDashboard> {
  const [registrations, activity, pending, pendingItems, subscribers, enquiries, mail] = await adminFigures(
    db,
    period,
  );
  return {
    period,
    registrations: registrations.map((r) => ({
      week: day(r.wk),
      candidate: n(r.candidate),
      employer: n(r.employer),
      consultancy: n(r.consultancy),
    })),
    activity: activity.map((r) => ({ week: day(r.wk), jobs: n(r.jobs), applications: n(r.applications) })),
    pending: {
      total: n(pending[0]?.n),
      items: pendingItems.map((c) => ({
        id: n(c.id),
        name: c.name,
        type: c.type,
        created_at: new Date(c.created_at).toISOString(),
      })),
    },
    subscribers: {
      active: n(subscribers[0]?.active),
      unsubscribed: n(subscribers[0]?.unsubscribed),
      new_in_period: n(subscribers[0]?.fresh),
    },
    enquiries_open: n(enquiries[0]?.n),
    mail: { failed_in_period: n(mail[0]?.failed), sent_in_period: n(mail[0]?.sent) },
  };
}

export async function employerDashboard(
  db: Db,
  clientId: number,
  period: number,
): Promise<EmployerDashboard> {
  const [open, funnel, weekly, expiring, recent] = await employerFigures(db, clientId, period);
  const counts = new Map(funnel.map((f) => [f.status, n(f.n)]));
  return {
    period,
    open_jobs: open.map((j) => ({
      id: n(j.id),
      title: j.title,
      views: n(j.views),
      applicants: n(j.applicants),
      valid_through: j.valid_through ? new Date(j.valid_through).toISOString() : null,
    })),
    funnel: APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    applications: weekly.map((w) => ({ week: day(w.wk), applications: n(w.n) })),
    expiring: expiring.map((j) => ({
      id: n(j.id),
      title: j.title,
      valid_through: new Date(j.valid_through).toISOString(),
    })),
    recent: recent.map((r) => ({
      application_id: n(r.id),
      candidate: `${r.first_name} ${r.last_name}`.trim(),
      job_id: n(r.job_id),
      job_title: r.title,
      status: r.status,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}
