import { LOCALE_NAMES, LOCALES, type Locale, localisedPath } from '@portal/contract/locale';
import { useLocation } from 'react-router';
import { AccountSection } from '@/components/ui/account-section';
import { useT } from '@/features/auth/i18n';
import { useProfile } from '@/lib/auth';
import { useLocale } from '@/lib/intl/locale-context';
import { saveAccountLocale, setLocaleCookie } from '@/lib/intl/remember-locale';
import { publicQueryKeys } from '@/lib/public-query-keys';
import { successToast } from '@/lib/toasts';
import { useApiMutation } from '@/lib/use-api-mutation';

/**
 * "Language of e-mails and pages": the account's language, saved as it is chosen. The account's
 * mail goes in it and each sign-in lands on its pages; choosing the other language than this page's
 * also opens this page in it (as the language switch does).
 */
export function LanguagePreference({ framed = true }: { framed?: boolean }) {
  const t = useT();
  const page = useLocale();
  const { pathname, search, hash } = useLocation();
  const { data: profile } = useProfile();
  const save = useApiMutation({
    mutationFn: async (locale: Locale) => (await saveAccountLocale(locale)).data,
    toastSuccess: false,
    refresh: [publicQueryKeys.session.me()],
    onSuccess: (body, locale) => {
      if (locale === page) {
        successToast({ data: body });
        return;
      }
      setLocaleCookie(locale);
      window.location.assign(localisedPath(locale, `${pathname}${search}${hash}`));
    },
  });
  const current = save.isPending ? save.variables : profile?.user.locale;
  return (
    <AccountSection title={t('language.title')} description={t('language.description')} framed={framed}>
      <fieldset className="mt-4" disabled={!profile || save.isPending}>
        <legend className="sr-only">{t('language.title')}</legend>
        <div className="flex flex-wrap gap-6">
          {LOCALES.map((locale) => (
            <label key={locale} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="account-language"
                value={locale}
                checked={current === locale}
                onChange={() => save.mutate(locale)}
                className="size-4 accent-primary-700"
              />
              <span lang={locale}>{LOCALE_NAMES[locale]}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </AccountSection>
  );
}
