import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { call } from '@/lib/call';
import { formatDate } from '@/lib/job-format';
import { queryKeys } from '@/lib/query-keys';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "Who viewed me": the organisations that opened the candidate's profile or CV, with counts. */
export function ProfileViews() {
  const views = useQuery({
    queryKey: queryKeys.candidate.profileViews(),
    queryFn: async () => (await call(candidateEndpoints.profileViews)).data.data,
  });
  if (views.isLoading) return <Skeleton className="h-16 rounded-xl" />;
  if (views.isError || !views.data)
    return (
      <p className="text-sm text-slate-600">The list could not be loaded. Please try again in a moment.</p>
    );
  return (
    <div className="text-sm">
      {views.data.length ? (
        <ul className="flex flex-col gap-2">
          {views.data.map((v) => (
            <li key={v.organisation} className="flex flex-col">
              <span className="font-semibold text-slate-900">{v.organisation}</span>
              <span className="text-slate-600">
                {plural(v.views, 'view')}
                {v.downloads ? `, ${plural(v.downloads, 'CV download')}` : ''} · last{' '}
                {formatDate(v.last_viewed_at)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">No employer has opened your profile yet.</p>
      )}
      <p className="mt-3 text-xs text-slate-600">
        Employers find you in the CV database. You can{' '}
        <Link to={paths.candidate.profile.href()} className="font-medium text-primary-800 underline">
          hide your profile
        </Link>{' '}
        from it at any time.
      </p>
    </div>
  );
}
