import type { DashboardApplication } from '@portal/contract/candidate-dashboard';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from '@/components/application-status/application-status-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/job-format';

export function RecentApplications({ items }: { items: DashboardApplication[] }) {
  if (items.length === 0)
    return (
      <EmptyState title="No applications yet">
        <p>
          <Link to={paths.candidate.searchJob.href()} className="font-medium text-primary-800 underline">
            Search jobs
          </Link>{' '}
          and apply in one click with your profile.
        </p>
      </EmptyState>
    );
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((a) => (
        <li key={a.id} className="flex items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <Link
              to={paths.unauth.jobView.href({ id: a.job.id })}
              className="block truncate font-medium text-slate-900 hover:text-primary-800 hover:underline"
            >
              {a.job.title}
            </Link>
            <p className="truncate text-sm text-slate-600">
              {a.job.employer} · applied {formatDate(a.applied_at)}
            </p>
          </div>
          <ApplicationStatusBadge status={a.status} />
        </li>
      ))}
    </ul>
  );
}
