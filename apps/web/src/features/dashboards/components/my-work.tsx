import type { MyDashboard } from '@portal/contract/dashboards';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChartFigure, SeriesChart } from '@/components/charts';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/intl/format';
import { useStatusLabels } from '@/lib/labels';
import { useMyDashboard } from '../api/get-dashboards';
import { useT } from '../i18n';

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
  const t = useT();
  const labels = useStatusLabels();
  if (jobs.length === 0) return <p className="text-sm text-slate-600">{t('work.noJobs')}</p>;
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
              <span className="text-xs uppercase tracking-wide text-slate-600">{labels.job(j.status)}</span>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {active.length === 0
                ? t('work.noApplicants')
                : active
                    .map((s) => t('work.stageCount', { stage: labels.application(s.status), count: s.count }))
                    .join(' · ')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function MyInterviews({ interviews }: { interviews: MyDashboard['interviews'] }) {
  const t = useT();
  const labels = useStatusLabels();
  const format = useFormat();
  if (interviews.length === 0) return <p className="text-sm text-slate-600">{t('work.noInterviews')}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {interviews.map((i) => (
        <li key={i.id} className="py-3">
          <p className="font-medium text-slate-900">{i.candidate}</p>
          <p className="text-sm text-slate-700">
            {format.dateTime(i.starts_at)} · {labels.interviewKind(i.kind)} · {i.job_title}
          </p>
        </li>
      ))}
      <li className="pt-3">
        <Link
          to={paths.management.interviews.href()}
          className="text-sm font-semibold text-primary-800 hover:underline"
        >
          {t('work.allInterviews')}
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
  const t = useT();
  const labels = useStatusLabels();
  const mine = useMyDashboard();
  if (mine.isError)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
        {t('work.failed')}
      </p>
    );
  if (!mine.data) return <Loading />;
  const pipeline = mine.data.pipeline.map((p) => ({
    stage: labels.application(p.status),
    count: p.count,
  }));
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2">
      <ChartFigure
        title={t('work.pipeline')}
        description={t('work.pipelineText')}
        rows={pipeline.some((p) => p.count > 0) ? pipeline : []}
        empty={t('work.pipelineEmpty')}
        columns={[
          { key: 'stage', label: t('work.stage') },
          { key: 'count', label: t('work.applicants') },
        ]}
      >
        <SeriesChart
          data={pipeline}
          xKey="stage"
          horizontal
          series={[{ key: 'count', label: t('work.applicants') }]}
        />
      </ChartFigure>
      <Card title={t('work.interviews')}>
        <MyInterviews interviews={mine.data.interviews} />
      </Card>
      <Card title={t('work.jobs')}>
        <MyJobs jobs={mine.data.jobs} />
      </Card>
      {/* Tasks due (issue 30 item 3) go here once a tasks module exists: a card of "My tasks", overdue first. */}
    </div>
  );
}
