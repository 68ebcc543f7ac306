import type { PublicCompanyCard } from '@portal/contract/company-profile';
import { Link } from 'react-router';
import { EmployerLogo } from '@/components/ui/employer-logo';
import { paths } from '@/config/paths';
import { useT } from '@/features/job-search/i18n';
import { useMasterLabel } from '@/lib/master-data';

export function EmployerTile({ employer }: { employer: PublicCompanyCard }) {
  const t = useT();
  const label = useMasterLabel();
  return (
    <Link
      to={paths.unauth.employerJob.href({ company_id: employer.id })}
      className="flex h-full min-w-0 items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-700"
    >
      <EmployerLogo name={employer.name} logo={employer.logo} />
      <span className="min-w-0">
        <span className="block font-semibold break-words text-slate-900">{employer.name}</span>
        {employer.industry ? (
          <span className="block text-sm text-slate-700">{label(employer.industry)}</span>
        ) : null}
        <span className="block text-sm text-slate-600">
          {t('tile.openJobs', { count: employer.open_jobs })}
        </span>
      </span>
    </Link>
  );
}
