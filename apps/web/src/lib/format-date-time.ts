import { useCallback } from 'react';
import { useT } from './i18n';
import { useFormat } from './intl/format';

/** A moment as people read it here (3 Mar 2025, 14:05), or Never where there is none. */
export function formatDateTime(value: string | null): string {
  if (!value) return 'Never';
  return new Date(value).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** formatDateTime in the page's language. */
export function useFormatDateTime(): (value: string | null) => string {
  const t = useT();
  const format = useFormat();
  return useCallback((value) => (value ? format.dateTime(value) : t('never')), [t, format]);
}
