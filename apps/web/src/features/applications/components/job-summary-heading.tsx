import type { JobSummary } from '@portal/contract/applications';
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/features/applications/i18n';
import { chooseText } from '@/lib/intl/bilingual';
import { useLocale } from '@/lib/intl/locale-context';

/** The job's title (linking to its page), company and places, as both candidate lists show them. */
export function JobSummaryHeading({ job }: { job: JobSummary }) {
  const t = useT();
  const company = job.client_company_name ?? job.employer.name;
  const title = chooseText(useLocale(), job.title, job.title_ar);
  return (
    <div className="min-w-0">
      <h2 className="text-base font-semibold text-slate-900 sm:text-lg">
        <Link
          to={paths.unauth.jobView.href({ id: job.id })}
          className="hover:text-primary-800 hover:underline"
          {...title.attrs}
        >
          {title.text}
        </Link>
      </h2>
      <p className="mt-0.5 text-sm text-slate-700">{company}</p>
      {job.locations.length ? (
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden className="size-4 shrink-0" />
          {job.locations.join(t('job.separator'))}
        </p>
      ) : null}
    </div>
  );
}

/** "Closed" (or "Expired") beside a job that no longer takes applications. */
export function ClosedBadge({ job }: { job: JobSummary }) {
  const t = useT();
  if (job.open) return null;
  return (
    <span className="inline-flex rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
      {job.status === 'expired' ? t('job.expired') : t('job.closed')}
    </span>
  );
}
