import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The menus' entry names (menus.ts, role-menus.ts). */
export const useT = defineCatalog('config', en, () => import('./ar.json'));
