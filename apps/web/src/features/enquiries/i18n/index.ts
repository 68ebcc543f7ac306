import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the enquiry inbox and an enquiry's page. */
export const useT = defineCatalog('features/enquiries', en, () => import('./ar.json'));
