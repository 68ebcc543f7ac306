import { APPLICATION_STATUS_LABELS } from '@portal/contract/candidate-enums';
import type { MyDashboard } from '@portal/contract/dashboards';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChartFigure, SeriesChart } from '@/components/charts';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date-time';
import { useMyDashboard } from '../api/get-dashboards';

const KIND: Record<string, string> = { in_person: 'In person', video: 'Video', phone: 'Phone' };

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function MyJobs({ jobs }: { jobs: MyDashboard['jobs'] }) {
  if (jobs.length === 0)
    return (
      <p className="text-sm text-slate-600">
        You have not posted a job yet. Jobs you post show here with their applicants.
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100">
      {jobs.map((j) => {
        const active = j.stages.filter((s) => s.count > 0);
        return (
          <li key={j.id} className="py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <Link
                to={paths.management.jobsView.href({ id: j.id })}
                className="min-w-0 break-words font-medium text-primary-800 hover:underline"
              >
                {j.title}
              </Link>
              <span className="text-xs uppercase tracking-wide text-slate-600">{j.status}</span>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {active.length === 0
                ? 'No applicants yet'
                : active.map((s) => `${APPLICATION_STATUS_LABELS[s.status]} ${s.count}`).join(' · ')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function MyInterviews({ interviews }: { interviews: MyDashboard['interviews'] }) {
  if (interviews.length === 0)
    return <p className="text-sm text-slate-600">No interviews coming up that you are on.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {interviews.map((i) => (
        <li key={i.id} className="py-3">
          <p className="font-medium text-slate-900">{i.candidate}</p>
          <p className="text-sm text-slate-700">
            {formatDateTime(i.starts_at)} · {KIND[i.kind] ?? i.kind} · {i.job_title}
          </p>
        </li>
      ))}
      <li className="pt-3">
        <Link
          to={paths.management.interviews.href()}
          className="text-sm font-semibold text-primary-800 hover:underline"
        >
          All interviews
        </Link>
      </li>
    </ul>
  );
}

/**
 * The signed-in user's own work (issue 30): the pipeline of the jobs they posted, per stage and
 * per job, and the interviews they sit on. The staff roles without the operator's figures and a
 * tenant's users see this instead of portal-wide counts.
 */
export function MyWork() {
  const mine = useMyDashboard();
  if (mine.isError) return <LoadFailed what="your work" />;
  if (!mine.data) return <Loading />;
  const pipeline = mine.data.pipeline.map((p) => ({
    stage: APPLICATION_STATUS_LABELS[p.status],
    count: p.count,
  }));
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2">
      <ChartFigure
        title="Your pipeline"
        description="Applicants to the jobs you posted, by where they stand now."
        rows={pipeline.some((p) => p.count > 0) ? pipeline : []}
        empty="No applicants to your jobs yet."
        columns={[
          { key: 'stage', label: 'Stage' },
          { key: 'count', label: 'Applicants' },
        ]}
      >
        <SeriesChart
          data={pipeline}
          xKey="stage"
          horizontal
          series={[{ key: 'count', label: 'Applicants' }]}
        />
      </ChartFigure>
      <Card title="Your interviews coming up">
        <MyInterviews interviews={mine.data.interviews} />
      </Card>
      <Card title="Your jobs">
        <MyJobs jobs={mine.data.jobs} />
      </Card>
      {/* Tasks due (issue 30 item 3) go here once a tasks module exists: a card of "My tasks", overdue first. */}
    </div>
  );
}
