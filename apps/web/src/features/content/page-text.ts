import type { Locale } from '@portal/contract/locale';
import type { PageContent, PricingPlanText } from '@portal/contract/pages';
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
  const plans = choosePlans(page, ar);
  /** What the note under the title says: all of the page, or part of it, is in English. */
  const note = title.fallback ? 'all' : intro.fallback || body.fallback || plans?.fallback ? 'part' : null;
  return { title, intro, body, plans, note } as const;
}

/**
 * The pricing page's plan cards in the page's language: the Arabic cards on an Arabic page where the
 * page has them, else the English ones marked as English; null on a page without plans.
 */
function choosePlans(
  page: PageContent,
  ar: boolean,
): { list: PricingPlanText[]; attrs: Chosen['attrs']; fallback: boolean } | null {
  if (!page.plans) return null;
  if (!ar) return { list: page.plans, attrs: {}, fallback: false };
  if (page.plans_ar?.length) return { list: page.plans_ar, attrs: {}, fallback: false };
  return { list: page.plans, attrs: { lang: 'en', dir: 'ltr' }, fallback: true };
}
