import { useEffect } from 'react';

/**
 * Keeps `<link rel="canonical">` in the head pointing at `path` while the page is shown. The server
 * writes the same link into the HTML of a page loaded directly; this keeps it right after in-app
 * navigation, and removes it when the page goes, so the next page does not inherit it.
 */
export function useCanonicalLink(path: string) {
  useEffect(() => {
    const link =
      document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]') ?? document.createElement('link');
    link.rel = 'canonical';
    link.href = new URL(path, window.location.origin).toString();
    document.head.append(link);
    return () => link.remove();
  }, [path]);
}
