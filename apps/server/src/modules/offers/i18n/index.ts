import { defineCatalogue } from '../../../core/i18n/catalog';

/** The offer's mails and the frame of its PDF letter (the letter's body is the employer's own text). */
export const offerCatalogue = defineCatalogue(new URL('.', import.meta.url));
