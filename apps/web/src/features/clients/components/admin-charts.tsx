import type { AdminDashboard } from '@portal/contract/dashboards';
import { useQueryClient } from '@tanstack/react-query';
import { ChartFigure, SeriesChart } from '@/components/charts';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/job-format';
import { useChangeClientStatus } from '../api/change-client-status';
import { CLIENT_SINGULAR } from '../status';

const weekLabel = (w: string) =>
  new Date(`${w}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekCell = (v: unknown) => `Week of ${weekLabel(String(v))}`;

function Figure({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm text-slate-700">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{value}</p>
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
    </div>
  );
}

/** The operator's charts and queues for the chosen period. */
export function AdminCharts({ data }: { data: AdminDashboard }) {
  const decide = useChangeClientStatus();
  const queryClient = useQueryClient();
  return (
    <div className="mt-8 flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label="Weekly job news subscribers"
          value={data.subscribers.active}
          hint={`${data.subscribers.new_in_period} new in the period`}
        />
        <Figure label="Open enquiries" value={data.enquiries_open} />
        <Figure
          label="Mail delivery failures"
          value={data.mail.failed_in_period}
          hint={`${data.mail.sent_in_period} delivered in the period`}
        />
        <Figure label="Organisations awaiting activation" value={data.pending.total} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title="Registrations by role and week"
          rows={data.registrations}
          columns={[
            { key: 'week', label: 'Week', format: weekCell },
            { key: 'candidate', label: 'Candidates' },
            { key: 'employer', label: 'Employers' },
            { key: 'consultancy', label: 'Consultancies' },
          ]}
        >
          <SeriesChart
            data={data.registrations}
            xKey="week"
            xFormat={weekLabel}
            stacked
            series={[
              { key: 'candidate', label: 'Candidates' },
              { key: 'employer', label: 'Employers' },
              { key: 'consultancy', label: 'Consultancies' },
            ]}
          />
        </ChartFigure>
        <ChartFigure
          title="Jobs published and applications per week"
          rows={data.activity}
          columns={[
            { key: 'week', label: 'Week', format: weekCell },
            { key: 'jobs', label: 'Jobs published' },
            { key: 'applications', label: 'Applications' },
          ]}
        >
          <SeriesChart
            data={data.activity}
            xKey="week"
            kind="line"
            xFormat={weekLabel}
            series={[
              { key: 'jobs', label: 'Jobs published' },
              { key: 'applications', label: 'Applications' },
            ]}
          />
        </ChartFigure>
      </div>
      <section
        aria-labelledby="pending-orgs"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="pending-orgs" className="text-base font-semibold text-slate-900">
          Awaiting activation
        </h2>
        {data.pending.items.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No organisation is waiting.</p>
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
                    {CLIENT_SINGULAR[c.type]} · registered {formatDate(c.created_at)}
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
                  aria-label={`Activate ${c.name}`}
                >
                  Activate
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
