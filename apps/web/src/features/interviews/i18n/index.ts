import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

export const useT = defineCatalog('features/interviews', en, () => import('./ar.json'));
