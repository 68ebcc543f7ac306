import type { EmployerCard as Employer } from '@portal/contract/jobs';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { EmployerLogo } from '@/components/ui/employer-logo';
import { paths } from '@/config/paths';
import { useT } from '@/features/job-search/i18n';

type EmployerCardProps = { employer: Employer; clientCompany: string | null };

/** Who is hiring: the organisation (linking to its profile and open jobs) and, for a consultancy's post, its client. */
export function EmployerCard({ employer, clientCompany }: EmployerCardProps) {
  const href = paths.unauth.employerJob.href({ company_id: employer.id });
  const t = useT();
  const openJobs = t('employer.openJobs', { count: employer.open_jobs });
  return (
    <section
      aria-labelledby="employer-card-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="employer-card-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {clientCompany ? t('employer.postedBy') : t('employer.employer')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <EmployerLogo name={employer.name} logo={employer.logo} />
        <div className="min-w-0">
          <Link to={href} className="font-semibold text-slate-900 hover:text-primary-800 hover:underline">
            {employer.name}
          </Link>
          <p className="text-sm text-slate-600">
            {employer.type === 'consultancy' ? t('employer.consultancy') : t('employer.employer')}
          </p>
        </div>
      </div>
      {clientCompany ? (
        <p className="mt-4 flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <Building2 aria-hidden className="size-4 shrink-0 text-slate-500" />
          <span>
            {t.rich('employer.hiringFor', {
              company: clientCompany,
              strong: (chunks) => <strong className="text-slate-900">{chunks}</strong>,
            })}
          </span>
        </p>
      ) : null}
      <Link
        to={href}
        aria-label={t('employer.openJobsAt', { count: employer.open_jobs, employer: employer.name })}
        className="mt-4 inline-block text-sm font-semibold text-primary-800 hover:underline"
      >
        {openJobs}
      </Link>
    </section>
  );
}
