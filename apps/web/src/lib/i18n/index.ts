import { type Translate as AnyTranslate, defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the client's shared code (lib/). */
export const useT = defineCatalog('lib', en, () => import('./ar.json'));

/** This catalogue's translate function, for code that is handed one. */
export type Translate = AnyTranslate<Extract<keyof typeof en, string>>;
