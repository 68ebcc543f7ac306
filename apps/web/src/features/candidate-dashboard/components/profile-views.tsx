import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useT } from '@/features/candidate-dashboard/i18n';
import { call } from '@/lib/call';
import { useFormat } from '@/lib/intl/format';
import { queryKeys } from '@/lib/query-keys';

/** "Who viewed me": the organisations that opened the candidate's profile or CV, with counts. */
export function ProfileViews() {
  const t = useT();
  const f = useFormat();
  const views = useQuery({
    queryKey: queryKeys.candidate.profileViews(),
    queryFn: async () => (await call(candidateEndpoints.profileViews)).data.data,
  });
  if (views.isLoading) return <Skeleton className="h-16 rounded-xl" />;
  if (views.isError || !views.data) return <p className="text-sm text-slate-600">{t('views.error')}</p>;
  return (
    <div className="text-sm">
      {views.data.length ? (
        <ul className="flex flex-col gap-2">
          {views.data.map((v) => (
            <li key={v.organisation} className="flex flex-col">
              <span className="font-semibold text-slate-900">{v.organisation}</span>
              <span className="text-slate-600">
                {t('views.count', { count: v.views })}
                {v.downloads ? t('views.downloads', { count: v.downloads }) : ''}
                {t('views.last', { date: f.date(v.last_viewed_at) })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">{t('views.none')}</p>
      )}
      <p className="mt-3 text-xs text-slate-600">
        {t.rich('views.hide', {
          link: (chunks) => (
            <Link to={paths.candidate.profile.href()} className="font-medium text-primary-800 underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
