import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js';
import { slugify } from './slug';

/** The region a number without a country code is read in when nothing better is known. */
export const DEFAULT_PHONE_REGION: CountryCode = 'AE';

/**
 * A phone as E.164 (`050 100 1037`, `00971501001037` and `+971 50 100 1037` are all `+971501001037`),
 * a number without its country code read in `region` (the candidate's country, else the UAE). A
 * number the library cannot read keeps its digits and a leading +, so it still compares with itself.
 */
export function normalisePhone(raw: string, region: CountryCode = DEFAULT_PHONE_REGION): string {
  const typed = raw.trim().replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(typed, region);
  if (parsed?.isPossible()) return parsed.number;
  return `${typed.startsWith('+') ? '+' : ''}${typed.replace(/\D/g, '')}`;
}

let bySlug: Map<string, CountryCode> | undefined;

/**
 * The phone region of a country of master data, by its slug ("saudi-arabia" -> SA): the master list
 * holds ISO 3166 names, matched to the library's regions through their English names.
 */
export function phoneRegionOf(countrySlug: string | null | undefined): CountryCode {
  if (!countrySlug) return DEFAULT_PHONE_REGION;
  if (!bySlug) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    bySlug = new Map(getCountries().map((code) => [slugify(names.of(code) ?? code), code]));
  }
  return bySlug.get(countrySlug) ?? DEFAULT_PHONE_REGION;
}
