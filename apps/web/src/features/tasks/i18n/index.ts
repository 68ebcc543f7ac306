import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of tasks: the tasks page, the dialog, the dashboard card and the suggestions. */
export const useT = defineCatalog('features/tasks', en, () => import('./ar.json'));
