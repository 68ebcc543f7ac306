import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the job search and the public job pages. */
export const useT = defineCatalog('features/job-search', en, () => import('./ar.json'));
