import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the organisations' lists and the administrator's dashboard. */
export const useT = defineCatalog('features/clients', en, () => import('./ar.json'));
