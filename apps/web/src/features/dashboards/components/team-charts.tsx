import type { TeamDashboard } from '@portal/contract/dashboards';
import { useState } from 'react';
import { ChartFigure, SeriesChart } from '@/components/charts';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { useTeamDashboard } from '../api/get-dashboards';
import { ChoiceToggle } from './choice-toggle';

const weekLabel = (w: string) =>
  new Date(`${w}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthLabel = (m: string) =>
  new Date(`${m}-01T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const MEASURES = [
  { key: 'jobs_posted', label: 'Jobs posted' },
  { key: 'status_moves', label: 'Status moves' },
  { key: 'mails_sent', label: 'Mails sent' },
] as const;
type Measure = (typeof MEASURES)[number]['key'];

/** Per week, one column per member: the chart's series and the table's columns. */
function perWeek(data: TeamDashboard, measure: Measure) {
  const weeks = new Map<string, Record<string, string | number>>();
  for (const a of data.activity) {
    const row = weeks.get(a.week) ?? { week: a.week };
    row[`m${a.user_id}`] = a[measure];
    weeks.set(a.week, row);
  }
  return [...weeks.values()];
}

/**
 * The consultancy admin's charts (issue 30): the team's activity per member and week (jobs posted,
 * status moves, mails sent: one measure at a time, so a member's line stays readable) and the
 * plan's metered use per month. Each chart has its table (ChartFigure), readable at 375 px.
 */
export function TeamCharts() {
  const [period, setPeriod] = useState<30 | 90>(90);
  const [measure, setMeasure] = useState<Measure>('status_moves');
  const team = useTeamDashboard(period);
  if (team.isError) return <LoadFailed what="team figures" />;
  if (!team.data) return <Loading />;
  const data = team.data;
  const rows = perWeek(data, measure);
  const members = data.members.map((m) => ({ key: `m${m.id}`, label: m.name }));
  const label = MEASURES.find((m) => m.key === measure)?.label ?? '';
  const any = data.activity.some((a) => a[measure] > 0);
  return (
    <div className="mt-8 flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Team activity and plan use</h2>
        <ChoiceToggle
          name="team-period"
          legend="Team activity over"
          options={[30, 90] as const}
          value={period}
          onChange={setPeriod}
          label={(d) => `${d} days`}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title={`Team activity: ${label.toLowerCase()} per week`}
          description={
            <span className="inline-flex flex-wrap items-center gap-2">
              <label htmlFor="team-measure">Show</label>
              <select
                id="team-measure"
                value={measure}
                onChange={(e) => setMeasure(e.target.value as Measure)}
                className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
              >
                {MEASURES.map((m) => (
                  <option key={m.key} value={m.key}>
                    {m.label}
                  </option>
                ))}
              </select>
            </span>
          }
          rows={any ? rows : []}
          empty={`No ${label.toLowerCase()} in this period.`}
          columns={[
            { key: 'week', label: 'Week', format: (v) => `Week of ${weekLabel(String(v))}` },
            ...members.map((m) => ({ key: m.key, label: m.label })),
          ]}
        >
          <SeriesChart data={rows} xKey="week" xFormat={weekLabel} stacked series={members} />
        </ChartFigure>
        <ChartFigure
          title="Plan use per month"
          description="CV views, CV downloads and recruiter e-mails counted against the plan."
          rows={
            data.usage.some((u) => u.cv_views + u.cv_downloads + u.recruiter_emails > 0) ? data.usage : []
          }
          empty="Nothing counted against the plan in the last six months."
          columns={[
            { key: 'month', label: 'Month', format: (v) => monthLabel(String(v)) },
            { key: 'cv_views', label: 'CV views' },
            { key: 'cv_downloads', label: 'CV downloads' },
            { key: 'recruiter_emails', label: 'Recruiter e-mails' },
          ]}
        >
          <SeriesChart
            data={data.usage}
            xKey="month"
            kind="line"
            xFormat={monthLabel}
            series={[
              { key: 'cv_views', label: 'CV views' },
              { key: 'cv_downloads', label: 'CV downloads' },
              { key: 'recruiter_emails', label: 'Recruiter e-mails' },
            ]}
          />
        </ChartFigure>
      </div>
    </div>
  );
}
