import { defineCatalogue } from '../../../core/i18n/catalog';

export const screeningCatalogue = defineCatalogue(new URL('.', import.meta.url));
