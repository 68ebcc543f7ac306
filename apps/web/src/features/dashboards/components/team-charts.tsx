import type { TeamDashboard } from '@portal/contract/dashboards';
import { useState } from 'react';
import { ChartFigure, SeriesChart } from '@/components/charts';
import { Loading } from '@/components/ui/loading';
import { useFormat } from '@/lib/intl/format';
import { useTeamDashboard } from '../api/get-dashboards';
import { useT } from '../i18n';
import { ChoiceToggle } from './choice-toggle';

const MEASURES = [
  { key: 'jobs_posted', label: 'measure.jobs_posted' },
  { key: 'status_moves', label: 'measure.status_moves' },
  { key: 'mails_sent', label: 'measure.mails_sent' },
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
  const t = useT();
  const format = useFormat();
  const weekLabel = (w: string) =>
    format.date(`${w}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const monthLabel = (m: string) =>
    format.date(`${m}-01T00:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const [period, setPeriod] = useState<30 | 90>(90);
  const [measure, setMeasure] = useState<Measure>('status_moves');
  const team = useTeamDashboard(period);
  if (team.isError)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
        {t('team.failed')}
      </p>
    );
  if (!team.data) return <Loading />;
  const data = team.data;
  const rows = perWeek(data, measure);
  const members = data.members.map((m) => ({ key: `m${m.id}`, label: m.name }));
  const any = data.activity.some((a) => a[measure] > 0);
  return (
    <div className="mt-8 flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('team.title')}</h2>
        <ChoiceToggle
          name="team-period"
          legend={t('team.over')}
          options={[30, 90] as const}
          value={period}
          onChange={setPeriod}
          label={(d) => t('days', { count: d })}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title={t('team.chart', { measure })}
          description={
            <span className="inline-flex flex-wrap items-center gap-2">
              <label htmlFor="team-measure">{t('team.show')}</label>
              <select
                id="team-measure"
                value={measure}
                onChange={(e) => setMeasure(e.target.value as Measure)}
                className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
              >
                {MEASURES.map((m) => (
                  <option key={m.key} value={m.key}>
                    {t(m.label)}
                  </option>
                ))}
              </select>
            </span>
          }
          rows={any ? rows : []}
          empty={t('team.empty', { measure })}
          columns={[
            {
              key: 'week',
              label: t('team.week'),
              format: (v) => t('team.weekOf', { date: weekLabel(String(v)) }),
            },
            ...members.map((m) => ({ key: m.key, label: m.label, properName: true })),
          ]}
        >
          <SeriesChart data={rows} xKey="week" xFormat={weekLabel} stacked series={members} />
        </ChartFigure>
        <ChartFigure
          title={t('plan.title')}
          description={t('plan.text')}
          rows={
            data.usage.some((u) => u.cv_views + u.cv_downloads + u.recruiter_emails > 0) ? data.usage : []
          }
          empty={t('plan.empty')}
          columns={[
            { key: 'month', label: t('plan.month'), format: (v) => monthLabel(String(v)) },
            { key: 'cv_views', label: t('plan.cv_views') },
            { key: 'cv_downloads', label: t('plan.cv_downloads') },
            { key: 'recruiter_emails', label: t('plan.recruiter_emails') },
          ]}
        >
          <SeriesChart
            data={data.usage}
            xKey="month"
            kind="line"
            xFormat={monthLabel}
            series={[
              { key: 'cv_views', label: t('plan.cv_views') },
              { key: 'cv_downloads', label: t('plan.cv_downloads') },
              { key: 'recruiter_emails', label: t('plan.recruiter_emails') },
            ]}
          />
        </ChartFigure>
      </div>
    </div>
  );
}
