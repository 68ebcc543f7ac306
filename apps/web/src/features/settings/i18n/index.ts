import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the portal's settings, the setup checklist and the weekly job news form. */
export const useT = defineCatalog('features/settings', en, () => import('./ar.json'));
