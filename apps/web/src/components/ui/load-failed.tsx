import { useT } from '../i18n';
/** A page whose main object failed to load (not a 404: that shows the error page's content). */
export function LoadFailed({ what }: { what: string }) {
  const t = useT();
  return (
    <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
      {t('loadFailed', { what })}
    </p>
  );
}
