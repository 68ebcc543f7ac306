import { API } from '@portal/contract/paths';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { AccountSection } from '@/components/ui/account-section';
import { Button } from '@/components/ui/button';
import { downloadAttachment } from '@/lib/download';
import { errorToast } from '@/lib/toasts';

/** "Export my data": the candidate's data as a JSON file, fetched with the session's token. */
export function ExportData({ framed = true }: { framed?: boolean }) {
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
    <AccountSection
      title="Your data"
      description="Download everything you have given us: your profile, the list of your files, your applications with their history, saved jobs and job alerts, as one JSON file."
      framed={framed}
    >
      <Button
        variant="secondary"
        className="mt-4"
        icon={<Download aria-hidden className="size-4" />}
        isPending={pending}
        onClick={download}
      >
        Export my data
      </Button>
    </AccountSection>
  );
}
