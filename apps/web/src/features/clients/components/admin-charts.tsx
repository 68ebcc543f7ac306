import type { AdminDashboard } from '@portal/contract/dashboards';
import { useQueryClient } from '@tanstack/react-query';
import { ChartFigure, SeriesChart } from '@/components/charts';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/intl/format';
import { useStatusLabels } from '@/lib/labels';
import { useChangeClientStatus } from '../api/change-client-status';
import { useT } from '../i18n';

function Figure({ label, value, hint }: { label: string; value: number; hint?: string }) {
  const format = useFormat();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm text-slate-700">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{format.number(value)}</p>
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
    </div>
  );
}

/** The operator's charts and queues for the chosen period. */
export function AdminCharts({ data }: { data: AdminDashboard }) {
  const t = useT();
  const labels = useStatusLabels();
  const format = useFormat();
  const weekLabel = (w: string) =>
    format.date(`${w}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const weekCell = (v: unknown) => t('charts.weekOf', { date: weekLabel(String(v)) });
  const decide = useChangeClientStatus();
  const queryClient = useQueryClient();
  return (
    <div className="mt-8 flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label={t('charts.subscribers')}
          value={data.subscribers.active}
          hint={t('charts.newInPeriod', { count: data.subscribers.new_in_period })}
        />
        <Figure label={t('charts.openEnquiries')} value={data.enquiries_open} />
        <Figure
          label={t('charts.mailFailures')}
          value={data.mail.failed_in_period}
          hint={t('charts.deliveredInPeriod', { count: data.mail.sent_in_period })}
        />
        <Figure label={t('charts.awaitingOrgs')} value={data.pending.total} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title={t('charts.registrations')}
          rows={data.registrations}
          columns={[
            { key: 'week', label: t('charts.week'), format: weekCell },
            { key: 'candidate', label: t('charts.candidates') },
            { key: 'employer', label: t('charts.employers') },
            { key: 'consultancy', label: t('charts.consultancies') },
          ]}
        >
          <SeriesChart
            data={data.registrations}
            xKey="week"
            xFormat={weekLabel}
            stacked
            series={[
              { key: 'candidate', label: t('charts.candidates') },
              { key: 'employer', label: t('charts.employers') },
              { key: 'consultancy', label: t('charts.consultancies') },
            ]}
          />
        </ChartFigure>
        <ChartFigure
          title={t('charts.activity')}
          rows={data.activity}
          columns={[
            { key: 'week', label: t('charts.week'), format: weekCell },
            { key: 'jobs', label: t('charts.jobsPublished') },
            { key: 'applications', label: t('charts.applications') },
          ]}
        >
          <SeriesChart
            data={data.activity}
            xKey="week"
            kind="line"
            xFormat={weekLabel}
            series={[
              { key: 'jobs', label: t('charts.jobsPublished') },
              { key: 'applications', label: t('charts.applications') },
            ]}
          />
        </ChartFigure>
      </div>
      <section
        aria-labelledby="pending-orgs"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="pending-orgs" className="text-base font-semibold text-slate-900">
          {t('charts.awaiting')}
        </h2>
        {data.pending.items.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('charts.noneWaiting')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {data.pending.items.map((c) => (
              <li
                key={c.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="font-medium text-slate-900">{c.name}</p>
                  <p className="text-sm text-slate-600">
                    {t('charts.registeredOn', {
                      type: labels.clientType(c.type),
                      date: format.date(c.created_at),
                    })}
                  </p>
                </div>
                <Button
                  size="sm"
                  isPending={decide.isPending && decide.variables?.id === c.id}
                  onClick={() =>
                    decide.mutate(
                      { id: c.id, action: 'activate' },
                      { onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboards'] }) },
                    )
                  }
                  aria-label={t('charts.activateNamed', { name: c.name })}
                >
                  {t('action.activate')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
