import { LoadFailed } from '@/components/ui/load-failed';
import { PageHeader } from '@/components/ui/page-header';
import { useProfile } from '@/lib/auth';
import { useScrollToHash } from '@/lib/use-scroll-to-hash';
import { usePortalSettings } from '../api/get-portal-settings';
import { ExchangeRatesSection } from '../components/exchange-rates-section';
import { PortalSettingsForm } from '../components/portal-settings-form';

/** admin-pannel/settings: the portal's settings (settings.manage) and the exchange rates. */
export function AdminSettingsPage() {
  const permissions = useProfile().data?.permissions ?? [];
  const canManage = permissions.includes('settings.manage');
  const settings = usePortalSettings(canManage);
  useScrollToHash(Boolean(settings.data));
  return (
    <section className="mx-auto w-full max-w-4xl min-w-0 px-4 py-10 sm:px-6">
      <PageHeader title="Settings" />
      <div className="flex min-w-0 flex-col gap-6">
        {!canManage ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
            Only administrators who manage the portal's settings can change its name, logo, colours, contacts
            and job validity.
          </p>
        ) : settings.isLoading ? (
          <p className="text-slate-600">Loading...</p>
        ) : settings.isError || !settings.data ? (
          <LoadFailed what="the portal's settings" />
        ) : (
          <PortalSettingsForm settings={settings.data} />
        )}
        <ExchangeRatesSection canEdit={permissions.includes('master_data.manage')} />
      </div>
    </section>
  );
}
