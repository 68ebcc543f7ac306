import type { Chosen } from '@/lib/intl/bilingual';
import { useT } from '../i18n';

/**
 * What a job page or card says when the job has no text in the page's language and shows the other
 * (chooseText's `fallback`): the whole job (`title`), only its description, or a card's short tag.
 */
export function LanguageNote({
  chosen,
  what = 'title',
  className,
}: {
  chosen: Chosen;
  what?: 'title' | 'description' | 'card';
  className?: string;
}) {
  const t = useT();
  if (!chosen.fallback) return null;
  const shown = chosen.lang === 'en';
  const text =
    what === 'card'
      ? shown
        ? t('arabic.card-english-only')
        : t('arabic.card-arabic-only')
      : what === 'description'
        ? shown
          ? t('arabic.description-english-only')
          : t('arabic.description-arabic-only')
        : shown
          ? t('arabic.english-only')
          : t('arabic.arabic-only');
  return (
    <p data-testid="language-note" className={className ?? 'mt-2 text-sm text-slate-600'}>
      {text}
    </p>
  );
}
