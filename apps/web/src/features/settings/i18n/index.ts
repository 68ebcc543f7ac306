import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the portal's settings screens. */
export const useT = defineCatalog('features/settings', en, () => import('./ar.json'));
