import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the master data's staff pages. */
export const useT = defineCatalog('features/master-data', en, () => import('./ar.json'));
