import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../i18n';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Warns before a long form's unsaved changes are lost: a link, Back or Cancel inside the app asks
 * first (a dialog), closing or reloading the tab gets the browser's own prompt. `saved()` lets the
 * navigation after a successful save through.
 */
export function useUnsavedChanges(dirty: boolean): { prompt: ReactNode; saved: () => void } {
  const leaving = useRef(false);
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const saved = useCallback(() => {
    leaving.current = true;
  }, []);

  const prompt = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      confirmLabel={t('unsaved.confirm')}
      variant="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('unsaved.text')}
    </ConfirmDialog>
  );
  return { prompt, saved };
}
