import { Slide, ToastContainer } from 'react-toastify';
import { useLocale } from '@/lib/intl/locale-context';
import { useT } from './i18n';

/**
 * The app's toasts: fetched with react-toastify on the first toast (see toast-host.tsx). The
 * region's name is the page's language; react-toastify names its countdown bar "notification
 * timer" in English with no way to change it, so an Arabic page shows no countdown bar (the toast
 * still closes after 4 seconds).
 */
export default function AppToastContainer() {
  const t = useT();
  const locale = useLocale();
  return (
    <ToastContainer
      position="top-center"
      transition={Slide}
      autoClose={4000}
      newestOnTop
      limit={5}
      aria-label={t('toasts.label')}
      hideProgressBar={locale !== 'en'}
    />
  );
}
