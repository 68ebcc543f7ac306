import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the users' pages: the list, a user, new users and organisations, team activity. */
export const useT = defineCatalog('features/users', en, () => import('./ar.json'));
