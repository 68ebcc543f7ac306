import type { ContentSlug } from '@/config/paths';
import type { ContentEntry } from '../types';
import { candidateServices } from './candidate-services';
import { employerServices } from './employer-services';
import { infoPages } from './info-pages';

/** Every static page by its slug: one table, one page component. */
export const CONTENT: Record<ContentSlug, ContentEntry> = { ...candidateServices, ...employerServices, ...infoPages };
