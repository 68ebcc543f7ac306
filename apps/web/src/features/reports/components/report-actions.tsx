import type { ReportId } from '@portal/contract/reports';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { errorToast } from '@/lib/toasts';
import { downloadReport, type ExportFormat, type ReportFilters } from '../api/reports';
import { useT } from '../i18n';

/**
 * Export CSV, Export XLSX (the file fetched with the session's token and saved under the server's
 * name; busy until it is there, a failure is a toast) and Print (the printable page of the same
 * report and filters).
 */
export function ReportActions({
  report,
  filters,
  printHref,
  disabled,
}: {
  report: ReportId | undefined;
  filters: ReportFilters;
  printHref: string;
  disabled: boolean;
}) {
  const t = useT();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    if (!report) return;
    setBusy(format);
    try {
      await downloadReport(report, filters, format);
    } catch (error) {
      errorToast(error);
    } finally {
      setBusy(null);
    }
  };
  const icon = <Download aria-hidden className="size-4" />;
  return (
    <div className="flex flex-wrap gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          icon={icon}
          isPending={busy === format}
          disabled={disabled || (busy !== null && busy !== format)}
          onClick={() => download(format)}
        >
          {t('actions.export', { format: format.toUpperCase() })}
        </Button>
      ))}
      {disabled ? (
        <Button variant="secondary" size="sm" disabled icon={<Printer aria-hidden className="size-4" />}>
          {t('print.print')}
        </Button>
      ) : (
        <ButtonLink to={printHref} variant="secondary" size="sm">
          <Printer aria-hidden className="size-4" />
          {t('print.print')}
        </ButtonLink>
      )}
    </div>
  );
}
