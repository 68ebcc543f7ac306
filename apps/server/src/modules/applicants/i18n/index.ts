import { defineCatalogue } from '../../../core/i18n/catalog';

export const applicantsCatalogue = defineCatalogue(new URL('.', import.meta.url));
