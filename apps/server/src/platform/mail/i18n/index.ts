import { defineCatalogue } from '../../../core/i18n/catalog';

/** The system mails' texts and the frame every mail shares (greeting, sign-off, preference lines). */
export const mailCatalogue = defineCatalogue(new URL('.', import.meta.url));
