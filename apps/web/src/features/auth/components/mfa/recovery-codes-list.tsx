import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/features/auth/i18n';
import { successToast } from '@/lib/toasts';

/**
 * Shown once, right after they are made: each code signs in once when the phone is lost. Copy and
 * download, because the page will not show them again.
 */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const text = `${t('codes.fileText')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    successToast({ data: { message: t('codes.copied') } });
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'logistics-jobs-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" role="status">
        {t('codes.save')}
      </p>
      <ul
        aria-label={t('codes.label')}
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg bg-slate-50 p-4 font-mono text-[15px] text-slate-900 sm:max-w-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" icon={<Copy aria-hidden className="size-4" />} onClick={copy}>
          {t('codes.copy')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<Download aria-hidden className="size-4" />}
          onClick={download}
        >
          {t('codes.download')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('codes.saved')}
        </Button>
      </div>
    </div>
  );
}
