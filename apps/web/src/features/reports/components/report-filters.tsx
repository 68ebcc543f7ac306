import type { ReportCatalogue } from '@portal/contract/reports';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useT } from '../i18n';
import { PERIODS, type Period, periodDays, periodErrorOnStart, type ReportUrl } from './use-report-filters';

const options = (list: { id: number; name?: string; title?: string }[]) =>
  list.map((item) => ({ value: String(item.id), label: item.name ?? item.title ?? String(item.id) }));
const idOf = (value: string) => (value ? Number(value) : undefined);

/**
 * The reports' filters: the period (presets, or custom dates), a job, a team member, and for
 * master_admin the organisation whose figures are shown. Each change goes into the URL at once.
 */
export function ReportFilters({
  url,
  onChange,
  catalogue,
  today,
  organisationId,
  periodError,
}: {
  url: ReportUrl;
  onChange: (next: Partial<ReportUrl>) => void;
  catalogue: ReportCatalogue | undefined;
  today: string;
  /** The organisation shown (the URL's, or the caller's own when it names none). */
  organisationId: number | undefined;
  periodError: string | undefined;
}) {
  const t = useT();
  const onStart = periodErrorOnStart(url);
  const setPeriod = (period: Period) => {
    // Custom starts from the days shown, so the dates are never blank.
    if (period === 'custom') onChange({ period, ...periodDays(url, today) });
    else onChange({ period });
  };
  const organisations = catalogue?.organisations ?? [];
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t('filters.legend')}</legend>
      <SelectField
        label={t('filters.period')}
        options={PERIODS.map((p) => ({ value: p.value, label: t(p.label) }))}
        value={url.period}
        onChange={(e) => setPeriod(e.target.value as Period)}
      />
      {url.period === 'custom' ? (
        <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
          <TextField
            label={t('filters.from')}
            type="date"
            value={url.from}
            max={url.to || today}
            onChange={(e) => onChange({ from: e.target.value })}
            error={periodError && onStart ? periodError : undefined}
          />
          <TextField
            label={t('filters.to')}
            type="date"
            value={url.to}
            min={url.from || undefined}
            onChange={(e) => onChange({ to: e.target.value })}
            error={periodError && !onStart ? periodError : undefined}
          />
        </div>
      ) : null}
      {organisations.length > 0 ? (
        <SelectField
          label={t('filters.organisation')}
          options={options(organisations)}
          value={organisationId ? String(organisationId) : ''}
          onChange={(e) => onChange({ org: idOf(e.target.value) })}
        />
      ) : null}
      <SelectField
        label={t('filters.job')}
        placeholder={t('filters.allJobs')}
        options={options(catalogue?.jobs ?? [])}
        value={url.job ? String(url.job) : ''}
        onChange={(e) => onChange({ job: idOf(e.target.value) })}
      />
      <SelectField
        label={t('filters.member')}
        placeholder={t('filters.wholeTeam')}
        options={options(catalogue?.members ?? [])}
        value={url.member ? String(url.member) : ''}
        onChange={(e) => onChange({ member: idOf(e.target.value) })}
      />
    </fieldset>
  );
}
