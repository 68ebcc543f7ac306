import type { DashboardApplication } from '@portal/contract/candidate-dashboard';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from '@/components/application-status/application-status-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useT } from '@/features/candidate-dashboard/i18n';
import { chooseText } from '@/lib/intl/bilingual';
import { useFormat } from '@/lib/intl/format';
import { useLocale } from '@/lib/intl/locale-context';

export function RecentApplications({ items }: { items: DashboardApplication[] }) {
  const t = useT();
  const f = useFormat();
  const locale = useLocale();
  if (items.length === 0)
    return (
      <EmptyState title={t('recent.none')}>
        <p>
          {t.rich('recent.search', {
            link: (chunks) => (
              <Link to={paths.candidate.searchJob.href()} className="font-medium text-primary-800 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </EmptyState>
    );
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((a) => {
        // An English title in an Arabic list reads left to right, so it is cut at its end, not its start.
        const title = chooseText(locale, a.job.title, a.job.title_ar);
        return (
          <li key={a.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <Link
                to={paths.unauth.jobView.href({ id: a.job.id })}
                className="block truncate font-medium text-slate-900 hover:text-primary-800 hover:underline"
                {...title.attrs}
              >
                {title.text}
              </Link>
              <p className="truncate text-sm text-slate-600">
                {t.rich('recent.applied', {
                  employer: <bdi>{a.job.employer}</bdi>,
                  date: f.date(a.applied_at),
                })}
              </p>
            </div>
            <ApplicationStatusBadge status={a.status} />
          </li>
        );
      })}
    </ul>
  );
}
