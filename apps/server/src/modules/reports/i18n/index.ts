import { defineCatalogue } from '../../../core/i18n/catalog';

export const reportsCatalogue = defineCatalogue(new URL('.', import.meta.url));
