import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Dialog, preloadDialog } from '@/components/ui/dialog';
import { useT } from './i18n';

/** Spec section 9: the thank-you popup closes by itself after 2000 ms. */
export const THANK_YOU_MS = 2000;

export function ThankYouPopup({
  open,
  message,
  onClose,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
}) {
  const t = useT();
  useEffect(preloadDialog, []);
  return (
    <Dialog open={open} onClose={onClose} label={t('subscribe.dialog')} className="max-w-[25rem] text-center">
      <CloseAfter ms={THANK_YOU_MS} onClose={onClose} />
      <CircleCheck aria-hidden className="mx-auto size-12 text-emerald-600" />
      <p className="mt-3 text-base font-medium text-slate-800">{message}</p>
    </Dialog>
  );
}

/**
 * Counts from when the popup's content is on screen: the dialog's code may still be loading when
 * `open` turns true, and a busy page may paint well after the content is in the document (the
 * effect runs before that paint), so the count starts at the frame that paints it and the reader
 * gets the whole 2 seconds.
 */
function CloseAfter({ ms, onClose }: { ms: number; onClose: () => void }) {
  useEffect(() => {
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(onClose, ms);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ms, onClose]);
  return null;
}
