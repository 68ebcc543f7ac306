import type { Locale } from '@portal/contract/locale';
import type { PageContent } from '@portal/contract/pages';
import { type Chosen, chooseText } from '@/lib/intl/bilingual';

/**
 * A page's texts in the reader's language: on an Arabic page each one in Arabic where the page has
 * it, else in English (marked `lang="en" dir="ltr"`); an English page is always English.
 */
export function pageInLanguage(page: PageContent, locale: Locale) {
  const ar = locale === 'ar';
  const title = chooseText(locale, page.title, ar ? page.title_ar : null);
  const intro = chooseText(locale, page.intro, ar ? page.intro_ar : null);
  const body = chooseText(locale, page.body_html, ar ? page.body_html_ar : null);
  // The plan cards have no Arabic version.
  const plans: Chosen['attrs'] = ar ? { lang: 'en', dir: 'ltr' } : {};
  /** What the note under the title says: all of the page, or part of it, is in English. */
  const note = title.fallback ? 'all' : intro.fallback || body.fallback ? 'part' : null;
  return { title, intro, body, plans, note } as const;
}
