import type { CandidateDashboard } from '@portal/contract/candidate-dashboard';
import { Bell, Bookmark, FileCheck2, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/features/candidate-dashboard/i18n';

function StatCard({
  to,
  label,
  value,
  detail,
  icon,
}: {
  to: string;
  label: string;
  value: number;
  detail?: string;
  icon: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700">
        {icon}
      </span>
      <span className="min-w-0 max-w-full">
        <span className="block text-2xl font-bold text-slate-900">{value}</span>
        <span className="block text-sm font-medium break-words text-slate-700">{label}</span>
        {detail ? <span className="block truncate text-xs text-slate-500">{detail}</span> : null}
      </span>
    </Link>
  );
}

/** The four counts, each a link to its list. */
export function StatCards({ data }: { data: CandidateDashboard }) {
  const t = useT();
  const s = data.applications.by_status;
  const inProgress = s.shortlisted + s.interview + s.offered;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        to={paths.candidate.jobApplied.href()}
        label={t('stats.applications')}
        value={data.applications.total}
        detail={inProgress ? t('stats.moving', { count: inProgress }) : undefined}
        icon={<FileCheck2 aria-hidden className="size-5" />}
      />
      <StatCard
        to={paths.candidate.jobSaved.href()}
        label={t('stats.saved')}
        value={data.saved_jobs}
        icon={<Bookmark aria-hidden className="size-5" />}
      />
      <StatCard
        to={paths.candidate.jobAlert.href()}
        label={t('stats.alerts')}
        value={data.active_alerts}
        icon={<Bell aria-hidden className="size-5" />}
      />
      <StatCard
        to={paths.candidate.jobRecommended.href()}
        label={t('stats.recommended')}
        value={data.recommendations}
        icon={<Sparkles aria-hidden className="size-5" />}
      />
    </div>
  );
}
