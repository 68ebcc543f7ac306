import { defineCatalogue } from '../../../core/i18n/catalog';

export const catalogue = defineCatalogue(new URL('.', import.meta.url));
