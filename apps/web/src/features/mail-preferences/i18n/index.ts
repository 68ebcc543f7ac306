import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

export const useT = defineCatalog('features/mail-preferences', en, () => import('./ar.json'));
