import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the logistics news: the public list and articles, and the staff's editor. */
export const useT = defineCatalog('features/news', en, () => import('./ar.json'));
