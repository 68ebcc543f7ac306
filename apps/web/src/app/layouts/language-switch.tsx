import { LOCALE_NAMES, type Locale, localisedPath } from '@portal/contract/locale';
import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { useLocale } from '@/lib/intl/locale-context';
import { rememberLocale } from '@/lib/intl/remember-locale';
import { useT } from '../i18n';

/** The short label a narrow header shows; each is inside its language's name (label in name). */
const SHORT: Record<Locale, string> = { en: 'EN', ar: 'ع' };

/**
 * The other language's link: the same page in it, loaded anew (the whole page changes language and
 * direction). Shown in the header and the footer. The choice is remembered in a cookie and, signed
 * in, saved as the account's language (lib/intl/remember-locale.ts).
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <a
      href={localisedPath(other, `${pathname}${search}${hash}`)}
      hrefLang={other}
      lang={other}
      onClick={() => rememberLocale(other)}
      title={t('language.switch', { language: LOCALE_NAMES[other] })}
      aria-label={compact ? LOCALE_NAMES[other] : undefined}
      className={className}
    >
      <Languages aria-hidden className="size-4" />
      {compact ? SHORT[other] : LOCALE_NAMES[other]}
    </a>
  );
}
