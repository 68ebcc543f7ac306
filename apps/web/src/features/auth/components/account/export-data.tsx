import { API } from '@portal/contract/paths';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { AccountSection } from '@/components/ui/account-section';
import { Button } from '@/components/ui/button';
import { useT } from '@/features/auth/i18n';
import { downloadAttachment } from '@/lib/download';
import { errorToast } from '@/lib/toasts';

/** "Export my data": the candidate's data as a JSON file, fetched with the session's token. */
export function ExportData({ framed = true }: { framed?: boolean }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadAttachment(API.candidate.export, 'my-data.json');
    } catch (error) {
      errorToast(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <AccountSection title={t('export.title')} description={t('export.description')} framed={framed}>
      <Button
        variant="secondary"
        className="mt-4"
        icon={<Download aria-hidden className="size-4" />}
        isPending={pending}
        onClick={download}
      >
        {t('export.submit')}
      </Button>
    </AccountSection>
  );
}
