import { useExchangeRates } from '../api/get-exchange-rates';
import { useT } from '../i18n';
import { ExchangeRateRow } from './exchange-rate-row';
import { SettingsCard } from './settings-card';

/** The rates the salary filter compares salaries with; editable with master_data.manage. */
export function ExchangeRatesSection({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const rates = useExchangeRates();
  return (
    <SettingsCard
      title={t('rates.title')}
      description={`${t('rates.description')}${canEdit ? '' : ` ${t('rates.readOnly')}`}`}
    >
      {rates.isLoading ? (
        <p className="text-slate-600">{t('loading')}</p>
      ) : rates.isError ? (
        <p role="alert" className="py-4 text-center text-slate-700">
          {t('rates.failed')}
        </p>
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
