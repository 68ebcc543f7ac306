import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the master-data back office. */
export const useT = defineCatalog('features/master-data', en, () => import('./ar.json'));
