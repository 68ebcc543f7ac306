import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of roles, role groups, permissions, modules and the audit log. */
export const useT = defineCatalog('features/access-control', en, () => import('./ar.json'));
