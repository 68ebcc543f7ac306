import { paths } from '@/config/paths';

/** Links into the public job search, carrying the filters in the query string. */
export function searchHref(filters: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v.trim() !== '')).toString();
  return query ? `${paths.unauth.searchJob.href()}?${query}` : paths.unauth.searchJob.href();
}
