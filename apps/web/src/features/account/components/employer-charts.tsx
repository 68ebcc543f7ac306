import { APPLICATION_STATUS_LABELS } from '@portal/contract/candidate-enums';
import type { EmployerDashboard } from '@portal/contract/dashboards';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from '@/components/application-status/application-status-badge';
import { ChartFigure, categoryBandHeight, SeriesChart } from '@/components/charts';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/job-format';

const weekLabel = (w: string) =>
  new Date(`${w}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const m = paths.management;

/** The organisation's hiring for the chosen period: charts with their tables, and the lists that need action. */
export function EmployerCharts({ data }: { data: EmployerDashboard }) {
  const funnel = data.funnel.map((f) => ({ status: APPLICATION_STATUS_LABELS[f.status], count: f.count }));
  const jobs = data.open_jobs.map((j) => ({ title: j.title, views: j.views, applicants: j.applicants }));
  return (
    <div className="mt-8 flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title="Open jobs: views and applicants"
          rows={jobs}
          empty="No open jobs. Post one to see its views and applicants here."
          columns={[
            { key: 'title', label: 'Job' },
            { key: 'views', label: 'Views' },
            { key: 'applicants', label: 'Applicants' },
          ]}
          height={Math.max(200, jobs.length * categoryBandHeight(2) + 60)}
        >
          <SeriesChart
            data={jobs}
            xKey="title"
            horizontal
            series={[
              { key: 'applicants', label: 'Applicants' },
              // Views run to hundreds, applicants to a few: each on its own scale, or the applicants vanish.
              { key: 'views', label: 'Views (scale above)', ownAxis: true },
            ]}
          />
        </ChartFigure>
        <ChartFigure
          title="Applicants by status"
          description="Applications received in the period, by where they stand now."
          rows={funnel.some((f) => f.count > 0) ? funnel : []}
          empty="No applications in this period."
          columns={[
            { key: 'status', label: 'Status' },
            { key: 'count', label: 'Applicants' },
          ]}
        >
          <SeriesChart
            data={funnel}
            xKey="status"
            horizontal
            series={[{ key: 'count', label: 'Applicants' }]}
          />
        </ChartFigure>
        <ChartFigure
          title="Applications per week"
          rows={data.applications}
          columns={[
            { key: 'week', label: 'Week', format: (v) => `Week of ${weekLabel(String(v))}` },
            { key: 'applications', label: 'Applications' },
          ]}
        >
          <SeriesChart
            data={data.applications}
            xKey="week"
            kind="line"
            xFormat={weekLabel}
            series={[{ key: 'applications', label: 'Applications' }]}
          />
        </ChartFigure>
        <section
          aria-labelledby="expiring-jobs"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="expiring-jobs" className="text-base font-semibold text-slate-900">
            Jobs expiring in the next 7 days
          </h2>
          {data.expiring.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">None of your jobs expires this week.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200">
              {data.expiring.map((j) => (
                <li key={j.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link to={m.jobsView.href({ id: String(j.id) })} className="font-medium break-words">
                      {j.title}
                    </Link>
                    <p className="text-sm text-slate-600">Expires {formatDate(j.valid_through)}</p>
                  </div>
                  <ButtonLink
                    to={m.jobsEdit.href({ id: String(j.id) })}
                    size="sm"
                    variant="secondary"
                    aria-label={`Renew ${j.title}`}
                  >
                    Renew
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
          Recent applicants
        </h2>
        {data.recent.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No one has applied yet.</p>
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
