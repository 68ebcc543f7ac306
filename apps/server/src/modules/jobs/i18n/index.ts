import { defineCatalogue } from '../../../core/i18n/catalog';

export const jobsCatalogue = defineCatalogue(new URL('.', import.meta.url));
