import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the app's frame: layouts, menus, error pages. */
export const useT = defineCatalog('app', en, () => import('./ar.json'));
