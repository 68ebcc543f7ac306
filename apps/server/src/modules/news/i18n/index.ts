import { defineCatalogue } from '../../../core/i18n/catalog';

export const newsCatalogue = defineCatalogue(new URL('.', import.meta.url));
