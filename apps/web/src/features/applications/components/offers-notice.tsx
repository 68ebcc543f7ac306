import { offersEndpoints } from '@portal/contract/endpoints/offers';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/features/applications/i18n';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** Applied jobs' pointer to offers awaiting the candidate's answer (issue 28); nothing when none. */
export function OffersNotice() {
  const t = useT();
  const { data } = useQuery({
    queryKey: queryKeys.offers.mine(),
    queryFn: async () => (await call(offersEndpoints.mine)).data.data,
  });
  const pending = data?.filter((o) => o.status === 'pending') ?? [];
  if (!pending.length) return null;
  return (
    <p role="status" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {pending.length === 1
        ? t('offers.one', { company: pending[0]?.company, title: pending[0]?.job.title })
        : t('offers.many', { count: pending.length })}
      <Link to={paths.candidate.offers.href()} className="font-semibold underline">
        {t('offers.see')}
      </Link>
    </p>
  );
}
