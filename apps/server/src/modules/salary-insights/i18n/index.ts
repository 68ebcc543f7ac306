import { defineCatalogue } from '../../../core/i18n/catalog';

export const salaryCatalogue = defineCatalogue(new URL('.', import.meta.url));
