import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsNeeded, toastsNeeded } from '@/lib/toasts';

const AppToastContainer = lazy(() => import('./toast-container'));

/**
 * Mounts the toast container once the first toast is raised, so react-toastify is not part of the
 * first load; the toasts raised while it loads wait in react-toastify's queue and then show.
 */
export function ToastHost() {
  const needed = useSyncExternalStore(onToastsNeeded, toastsNeeded, () => false);
  return needed ? (
    <Suspense fallback={null}>
      <AppToastContainer />
    </Suspense>
  ) : null;
}
