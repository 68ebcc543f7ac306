import type { SiteBrand } from './site-head';

/** Where every page's head links it (apps/web/index.html). */
export const MANIFEST_PATH = '/manifest.webmanifest';

/** A home-screen label is cut after about 12 characters: the name, or as many of its words as fit. */
export function shortName(name: string, max = 12): string {
  if (name.length <= max) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > max) break;
    short = next;
  }
  return short || name.slice(0, max);
}

/**
 * The web app manifest (issue 32): "Add to home screen" gives the portal's name, icon and colour, and
 * opens it standalone. The name and theme colour are the settings'; the icons are the bundled mark
 * (an uploaded logo has no fixed shape to fill a square icon with).
 */
export function webManifest(site: SiteBrand) {
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `/icons/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: site.name,
    short_name: shortName(site.name),
    description: 'Logistics and supply-chain jobs in the UAE and the GCC.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: site.color,
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('maskable-192.png', 192, 'maskable'),
      icon('maskable-512.png', 512, 'maskable'),
    ],
  };
}
