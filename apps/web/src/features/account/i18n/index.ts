import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the employer's dashboard and the company profile. */
export const useT = defineCatalog('features/account', en, () => import('./ar.json'));
