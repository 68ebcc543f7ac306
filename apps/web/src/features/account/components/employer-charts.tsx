import type { EmployerDashboard } from '@portal/contract/dashboards';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from '@/components/application-status/application-status-badge';
import { ChartFigure, categoryBandHeight, SeriesChart } from '@/components/charts';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/intl/format';
import { useStatusLabels } from '@/lib/labels';
import { useT } from '../i18n';

const m = paths.management;
/** The organisation's hiring for the chosen period: charts with their tables, and the lists that need action. */
export function EmployerCharts({ data }: { data: EmployerDashboard }) {
  const t = useT();
  const labels = useStatusLabels();
  const format = useFormat();
  const formatDate = (value: string) => format.date(value);
  const weekLabel = (w: string) =>
    format.date(`${w}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const funnel = data.funnel.map((f) => ({ status: labels.application(f.status), count: f.count }));
  const jobs = data.open_jobs.map((j) => ({ title: j.title, views: j.views, applicants: j.applicants }));
  return (
    <div className="mt-8 flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title={t('charts.openJobs')}
          rows={jobs}
          empty={t('charts.openJobsEmpty')}
          columns={[
            { key: 'title', label: t('charts.job') },
            { key: 'views', label: t('charts.views') },
            { key: 'applicants', label: t('charts.applicants') },
          ]}
          height={Math.max(200, jobs.length * categoryBandHeight(2) + 60)}
        >
          <SeriesChart
            data={jobs}
            xKey="title"
            horizontal
            series={[
              { key: 'applicants', label: t('charts.applicants') },
              // Views run to hundreds, applicants to a few: each on its own scale, or the applicants vanish.
              { key: 'views', label: t('charts.viewsScale'), ownAxis: true },
            ]}
          />
        </ChartFigure>
        <ChartFigure
          title={t('charts.byStatus')}
          description={t('charts.byStatusText')}
          rows={funnel.some((f) => f.count > 0) ? funnel : []}
          empty={t('charts.noApplications')}
          columns={[
            { key: 'status', label: t('charts.status') },
            { key: 'count', label: t('charts.applicants') },
          ]}
        >
          <SeriesChart
            data={funnel}
            xKey="status"
            horizontal
            series={[{ key: 'count', label: t('charts.applicants') }]}
          />
        </ChartFigure>
        <ChartFigure
          title={t('charts.perWeek')}
          rows={data.applications}
          columns={[
            {
              key: 'week',
              label: t('charts.week'),
              format: (v) => t('charts.weekOf', { date: weekLabel(String(v)) }),
            },
            { key: 'applications', label: t('charts.applications') },
          ]}
        >
          <SeriesChart
            data={data.applications}
            xKey="week"
            kind="line"
            xFormat={weekLabel}
            series={[{ key: 'applications', label: t('charts.applications') }]}
          />
        </ChartFigure>
        <section
          aria-labelledby="expiring-jobs"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="expiring-jobs" className="text-base font-semibold text-slate-900">
            {t('charts.expiring')}
          </h2>
          {data.expiring.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{t('charts.noneExpiring')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200">
              {data.expiring.map((j) => (
                <li key={j.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link to={m.jobsView.href({ id: String(j.id) })} className="font-medium break-words">
                      {j.title}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {t('charts.expires', { date: formatDate(j.valid_through) })}
                    </p>
                  </div>
                  <ButtonLink
                    to={m.jobsEdit.href({ id: String(j.id) })}
                    size="sm"
                    variant="secondary"
                    aria-label={t('charts.renewNamed', { title: j.title })}
                  >
                    {t('charts.renew')}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section
        aria-labelledby="recent-applicants"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="recent-applicants" className="text-base font-semibold text-slate-900">
          {t('charts.recent')}
        </h2>
        {data.recent.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('charts.noneApplied')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {data.recent.map((a) => (
              <li
                key={a.application_id}
                className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{a.candidate}</p>
                  <Link to={m.jobsView.href({ id: String(a.job_id) })} className="text-sm break-words">
                    {a.job_title}
                  </Link>
                </div>
                <div className="flex items-center gap-3">
                  <ApplicationStatusBadge status={a.status} />
                  <span className="text-xs text-slate-600">{formatDate(a.created_at)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
