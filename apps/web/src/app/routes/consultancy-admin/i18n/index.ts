import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

export const useT = defineCatalog('app/routes/consultancy-admin', en, () => import('./ar.json'));
