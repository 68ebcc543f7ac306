import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

export const useT = defineCatalog('features/settings/subscription', en, () => import('./ar.json'));
