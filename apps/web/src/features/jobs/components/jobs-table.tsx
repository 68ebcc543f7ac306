import type { JobRow } from '@portal/contract/jobs';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/intl/format';
import { useLocale } from '@/lib/intl/locale-context';
import { useT } from '../i18n';
import { JobActionsMenu } from './job-actions-menu';
import { JobStatusBadge } from './job-status-badge';
import { JobLanguageNote, useJobTitle } from './job-title';

type JobsTableProps = {
  jobs: JobRow[];
  selected: Set<number>;
  onSelect: (ids: number[], on: boolean) => void;
  /** Staff search shows which organisation each job belongs to. */
  showOrganisation?: boolean;
};

const th = 'px-4 py-3 font-semibold';

function TitleCell({ job }: { job: JobRow }) {
  const title = useJobTitle(job);
  return (
    <div className="min-w-0">
      <Link
        to={paths.management.jobsView.href({ id: job.id })}
        className="font-semibold text-slate-900 hover:text-primary-800 hover:underline"
        {...title.attrs}
      >
        {title.text}
      </Link>
      <JobLanguageNote job={job} />
    </div>
  );
}

/** Cards under 768 px, a table above; both with a checkbox per job for the bulk action. */
export function JobsTable({ jobs, selected, onSelect, showOrganisation = false }: JobsTableProps) {
  const t = useT();
  const f = useFormat();
  const locale = useLocale();
  const date = (iso: string | null | undefined) => (iso ? f.date(iso) : '—');
  const places = (job: JobRow) =>
    (locale === 'ar' && job.locations_ar ? job.locations_ar : job.locations).join(' · ') || '—';
  const allIds = jobs.map((j) => j.id);
  const allOn = allIds.length > 0 && allIds.every((id) => selected.has(id));
  const check = (job: JobRow) => (
    <input
      type="checkbox"
      aria-label={t('table.select', { title: job.title })}
      checked={selected.has(job.id)}
      onChange={(e) => onSelect([job.id], e.target.checked)}
      className="size-4 accent-primary-700"
    />
  );
  return (
    <>
      <ul className="divide-y divide-slate-200 md:hidden">
        {jobs.map((job) => (
          <li key={job.id} className="flex gap-3 p-4">
            <div className="pt-1">{check(job)}</div>
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <div className="flex items-start justify-between gap-3">
                <TitleCell job={job} />
                <JobStatusBadge status={job.status} />
              </div>
              {showOrganisation ? <p className="text-sm text-slate-700">{job.employer.name}</p> : null}
              <p className="text-sm text-slate-600">{places(job)}</p>
              <p className="text-xs text-slate-600">
                {t('table.meta', {
                  views: job.views,
                  applications: job.applications,
                  date: date(job.updated_at),
                })}
              </p>
              <div className="self-start">
                <JobActionsMenu job={job} />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[820px] text-start text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="w-10 px-4 py-3">
                <input
                  type="checkbox"
                  aria-label={t('table.selectAll')}
                  checked={allOn}
                  onChange={(e) => onSelect(allIds, e.target.checked)}
                  className="size-4 accent-primary-700"
                />
              </th>
              <th scope="col" className={th}>
                {t('table.job')}
              </th>
              {showOrganisation ? (
                <th scope="col" className={th}>
                  {t('table.organisation')}
                </th>
              ) : null}
              <th scope="col" className={th}>
                {t('table.status')}
              </th>
              <th scope="col" className={`${th} text-end`}>
                {t('table.views')}
              </th>
              <th scope="col" className={`${th} text-end`}>
                {t('table.applications')}
              </th>
              <th scope="col" className={th}>
                {t('table.closing')}
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">{t('table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {jobs.map((job) => (
              <tr key={job.id} className="align-top hover:bg-slate-50/60">
                <td className="px-4 py-3">{check(job)}</td>
                <td className="px-4 py-3">
                  <TitleCell job={job} />
                  <p className="text-xs text-slate-600">{places(job)}</p>
                </td>
                {showOrganisation ? <td className="px-4 py-3 text-slate-700">{job.employer.name}</td> : null}
                <td className="px-4 py-3">
                  <JobStatusBadge status={job.status} />
                </td>
                <td className="px-4 py-3 text-end tabular-nums">{f.number(job.views)}</td>
                <td className="px-4 py-3 text-end tabular-nums">{f.number(job.applications)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{date(job.valid_through)}</td>
                <td className="px-4 py-3 text-end">
                  <JobActionsMenu job={job} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
