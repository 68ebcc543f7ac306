import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

export const useT = defineCatalog('app/routes/candidate', en, () => import('./ar.json'));
