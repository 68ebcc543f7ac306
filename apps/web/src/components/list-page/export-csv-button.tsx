import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorToast } from '@/lib/toasts';
import { useT } from '../i18n';

/** Export CSV: downloads the list as filtered, busy until the file is there; a failure is a toast. */
export function ExportCsvButton({ download }: { download: () => Promise<unknown> }) {
  const [exporting, setExporting] = useState(false);
  const t = useT();
  const exportCsv = async () => {
    setExporting(true);
    try {
      await download();
    } catch (error) {
      errorToast(error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      isPending={exporting}
      onClick={exportCsv}
      icon={<Download aria-hidden className="size-4" />}
    >
      {t('list.exportCsv')}
    </Button>
  );
}
