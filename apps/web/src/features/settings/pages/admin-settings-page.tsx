import { PageHeader } from '@/components/ui/page-header';
import { useProfile } from '@/lib/auth';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { usePortalSettings } from '../api/get-portal-settings';
import { ExchangeRatesSection } from '../components/exchange-rates-section';
import { PortalSettingsForm } from '../components/portal-settings-form';
import { useT } from '../i18n';

/** admin-pannel/settings: the portal's settings (settings.manage) and the exchange rates. */
export function AdminSettingsPage() {
  const t = useT();
  const permissions = useProfile().data?.permissions ?? [];
  const canManage = permissions.includes('settings.manage');
  const settings = usePortalSettings(canManage);
  useScrollToHash(Boolean(settings.data));
  return (
    <section className="mx-auto w-full max-w-4xl min-w-0 px-4 py-10 sm:px-6">
      <PageHeader title={t('page.title')} />
      <div className="flex min-w-0 flex-col gap-6">
        {!canManage ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
            {t('page.notAllowed')}
          </p>
        ) : settings.isLoading ? (
          <p className="text-slate-600">{t('loading')}</p>
        ) : settings.isError || !settings.data ? (
          <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
            {t('page.failed')}
          </p>
        ) : (
          <PortalSettingsForm settings={settings.data} />
        )}
        <ExchangeRatesSection canEdit={permissions.includes('master_data.manage')} />
      </div>
    </section>
  );
}
