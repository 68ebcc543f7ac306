import { defineCatalogue } from '../../i18n/catalog';

/** The generic messages of every response (errors.*): the statuses' own texts, validation, outages. */
export const catalogue = defineCatalogue(new URL('.', import.meta.url));
