import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the URL's #fragment names into view once it is rendered: the router does not
 * (the page's content loads after the route), and links such as the setup checklist's point at one
 * section of a page.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}
