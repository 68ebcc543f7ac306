import {
  DEFAULT_LOCALE,
  type DigitSystem,
  intlLocale,
  type Locale,
  textDirection,
} from '@portal/contract/locale';
import { createContext, useContext } from 'react';

export type LocaleState = {
  locale: Locale;
  /** How Arabic writes digits (the operator's setting). */
  digits: DigitSystem;
  /** On the server: the catalogues the render read, so the client loads them before hydrating. */
  used?: Set<string>;
};

export const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE, digits: 'latn' });

/** The language the page is in ('en' | 'ar'). */
export const useLocale = (): Locale => useContext(LocaleContext).locale;

/**
 * The page's direction, for the Radix primitives (tabs, menus): without it they take 'ltr' and write
 * `dir="ltr"` on their element, so Arabic tabs ran left to right and menus' items sat on the left.
 */
export const useTextDirection = (): 'ltr' | 'rtl' => textDirection(useLocale());

/** The tag for Intl and ICU messages: en-GB, or ar-AE with the operator's digits. */
export function useIntlTag(): string {
  const { locale, digits } = useContext(LocaleContext);
  return intlLocale(locale, digits);
}
