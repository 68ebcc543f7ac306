import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

export const useT = defineCatalog('features/salary-insights', en, () => import('./ar.json'));
