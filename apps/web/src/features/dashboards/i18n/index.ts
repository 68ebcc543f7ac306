import { defineCatalog } from '@/lib/intl/catalog';
import en from './en.json';

/** The messages of the dashboards' panels: my work, the team's charts, search demand. */
export const useT = defineCatalog('features/dashboards', en, () => import('./ar.json'));
