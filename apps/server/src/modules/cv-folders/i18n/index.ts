import { defineCatalogue } from '../../../core/i18n/catalog';

export const cvFoldersCatalogue = defineCatalogue(new URL('.', import.meta.url));
