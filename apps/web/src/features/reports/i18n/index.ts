import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the reports page and its print view, the reports' titles and their columns. */
export const useT = defineCatalog('features/reports', en, () => import('./ar.json'));
