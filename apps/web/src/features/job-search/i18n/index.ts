import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

export const useT = defineCatalog('features/job-search', en, () => import('./ar.json'));
