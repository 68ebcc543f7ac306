import { chooseText } from '@/lib/intl/bilingual';
import { useLocale } from '@/lib/intl/locale-context';
import { useT } from '../i18n';

type Titled = { title: string; title_ar: string | null };

/** A job's title in the reader's language (the English one on an Arabic page when it has none). */
export function useJobTitle(job: Titled) {
  return chooseText(useLocale(), job.title, job.title_ar);
}

/**
 * Under an employer's job title: that an Arabic page shows the English text (the job has no Arabic
 * one), or on an English page that the job is advertised in Arabic as well.
 */
export function JobLanguageNote({ job, className }: { job: Titled; className?: string }) {
  const t = useT();
  const title = useJobTitle(job);
  const locale = useLocale();
  const text = title.fallback
    ? t('arabic.english-only')
    : locale === 'en' && job.title_ar
      ? t('arabic.has-arabic')
      : null;
  return text ? (
    <p data-testid="language-note" className={className ?? 'text-xs text-slate-500'}>
      {text}
    </p>
  ) : null;
}
