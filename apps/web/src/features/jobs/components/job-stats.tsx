import { APPLICATION_STATUSES } from '@portal/contract/candidate-enums';
import type { JobManage } from '@portal/contract/jobs';
import { useFormat } from '@/lib/intl/format';
import { useStatusLabels } from '@/lib/labels';
import { useT } from '../i18n';

function Stat({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  const f = useFormat();
  return (
    <div className={strong ? 'rounded-xl bg-primary-50 p-4' : 'rounded-xl bg-slate-50 p-4'}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{f.number(value)}</dd>
    </div>
  );
}

/** Views and applications counted by status, zero included. */
export function JobStats({ job }: { job: Pick<JobManage, 'views' | 'applications'> }) {
  const t = useT();
  const labels = useStatusLabels();
  const counts = job.applications;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <section
      aria-labelledby="job-stats-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="job-stats-title" className="text-lg font-semibold text-slate-900">
        {t('stats.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2">
        <Stat label={t('stats.views')} value={job.views} strong />
        <Stat label={t('stats.applications')} value={total} strong />
        {APPLICATION_STATUSES.map((key) => (
          <Stat key={key} label={labels.application(key)} value={counts[key] ?? 0} />
        ))}
      </dl>
    </section>
  );
}
