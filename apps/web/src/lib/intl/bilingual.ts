import { type Locale, textDirection } from '@portal/contract/locale';

/**
 * A text a record carries in both languages (a job's `title` and `title_ar`): the one in the page's
 * language when there is one, else the other. `fallback` says the page's language had none, so the
 * page can say so; `attrs` (lang and dir) go on the element when the text is not in the page's language.
 */
export type Chosen = {
  text: string;
  lang: Locale;
  fallback: boolean;
  attrs: { lang?: Locale; dir?: 'ltr' | 'rtl' };
};

export function chooseText(
  page: Locale,
  en: string | null | undefined,
  ar: string | null | undefined,
): Chosen {
  const wanted = page === 'ar' ? ar : en;
  const other = page === 'ar' ? en : ar;
  const lang: Locale = wanted || !other ? page : page === 'ar' ? 'en' : 'ar';
  const text = (lang === page ? wanted : other) ?? '';
  return {
    text,
    lang,
    fallback: lang !== page,
    attrs: lang === page ? {} : { lang, dir: textDirection(lang) },
  };
}

/**
 * A text with Latin letters and no Arabic one: on an Arabic page, English (a job title written only
 * in English, a name kept in Latin letters in both languages such as "MS Excel"), to be marked `lang="en"`.
 */
export const latinOnly = (text: string): boolean => /[A-Za-z]/.test(text) && !/[\u0600-\u06FF]/.test(text);
