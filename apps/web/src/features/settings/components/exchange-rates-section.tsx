import { LoadFailed } from '@/components/ui/load-failed';
import { useExchangeRates } from '../api/get-exchange-rates';
import { ExchangeRateRow } from './exchange-rate-row';
import { SettingsCard } from './settings-card';

/** The rates the salary filter compares salaries with; editable with master_data.manage. */
export function ExchangeRatesSection({ canEdit }: { canEdit: boolean }) {
  const rates = useExchangeRates();
  return (
    <SettingsCard
      title="Exchange rates"
      description={`Job searches compare salaries in AED a month: a salary in another currency is converted at these rates. Saving a rate updates the jobs in that currency at once.${canEdit ? '' : ' Only staff who manage master data can change them.'}`}
    >
      {rates.isLoading ? (
        <p className="text-slate-600">Loading...</p>
      ) : rates.isError ? (
        <LoadFailed what="exchange rates" />
      ) : (
        <ul className="divide-y divide-slate-200">
          {rates.data?.map((rate) => (
            <ExchangeRateRow key={rate.currency} rate={rate} canEdit={canEdit} />
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}
