import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the logistics news: the public list and article, and the staff's pages. */
export const useT = defineCatalog('features/news', en, () => import('./ar.json'));
