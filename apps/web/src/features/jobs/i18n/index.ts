import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of posting and managing jobs. */
export const useT = defineCatalog('features/jobs', en, () => import('./ar.json'));
