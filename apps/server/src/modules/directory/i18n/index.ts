import { defineCatalogue } from '../../../core/i18n/catalog';

export const directoryCatalogue = defineCatalogue(new URL('.', import.meta.url));
