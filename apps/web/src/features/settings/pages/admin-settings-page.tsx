import { LoadFailed } from '@/components/ui/load-failed';
import { PageHeader } from '@/components/ui/page-header';
import { useProfile } from '@/lib/auth';
import { useExchangeRates } from '../api/get-exchange-rates';
import { ExchangeRateRow } from '../components/exchange-rate-row';

/** Staff settings: for now the exchange rates the salary filter compares salaries with. */
export function AdminSettingsPage() {
  const canEdit = useProfile().data?.permissions.includes('master_data.manage') ?? false;
  const rates = useExchangeRates();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <PageHeader title="Settings" />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Exchange rates</h2>
        <p className="mt-1 text-sm text-slate-600">
          Job searches compare salaries in AED a month: a salary in another currency is converted at these
          rates. Saving a rate updates the jobs in that currency at once.
          {canEdit ? null : ' Only staff who manage master data can change them.'}
        </p>
        {rates.isLoading ? (
          <p className="mt-4 text-slate-600">Loading...</p>
        ) : rates.isError ? (
          <LoadFailed what="exchange rates" />
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {rates.data?.map((rate) => (
              <ExchangeRateRow key={rate.currency} rate={rate} canEdit={canEdit} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
