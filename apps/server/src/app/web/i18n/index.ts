import { defineCatalogue } from '../../../core/i18n/catalog';

/** What the server writes into every page's head (the home page's tagline). */
export const webCatalogue = defineCatalogue(new URL('.', import.meta.url));
