import { defineCatalogue } from '../../../core/i18n/catalog';

/** The retention notices: before an account is anonymised, and after an unconfirmed candidate is erased. */
export const catalogue = defineCatalogue(new URL('.', import.meta.url));
