import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

export const useT = defineCatalog('features/auth', en, () => import('./ar.json'));
