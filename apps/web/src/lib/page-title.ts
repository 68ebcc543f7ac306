import { useEffect } from 'react';
import { useSiteName } from './public-settings';

/**
 * A page whose title depends on its data (a job, an employer) sets it here. The root layout sets
 * the route's static title in a layout effect, which runs before this passive effect, so this wins.
 */
export function usePageTitle(title: string | undefined) {
  const site = useSiteName();
  useEffect(() => {
    if (title) document.title = `${title} | ${site}`;
  }, [title, site]);
}
