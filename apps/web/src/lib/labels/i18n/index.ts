import { type Translate as AnyTranslate, defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/**
 * The names of the statuses several features show (applications, jobs, organisations): one catalogue,
 * apart from lib's, so that a page loads these words only where it shows a status.
 */
export const useT = defineCatalog('lib/labels', en, () => import('./ar.json'));

export type Translate = AnyTranslate<Extract<keyof typeof en, string>>;
