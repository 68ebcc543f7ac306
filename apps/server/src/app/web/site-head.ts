import { themeVariables } from '@portal/contract/colour';
import type { DigitSystem, Locale } from '@portal/contract/locale';
import { escapeHtml } from '../../core/lib/sanitize';
import { webCatalogue as c } from './i18n';

/** `digits`: how Arabic pages write digits (the settings' arabic_digits); Western unless given. */
export type SiteBrand = { name: string; color: string; digits?: DigitSystem };

/**
 * index.html branded: the portal's name in the title, its colour in the browser's theme-color,
 * and the theme's CSS variables (with their readable shades) ahead of the stylesheet's defaults.
 */
export function brandHtml(html: string, site: SiteBrand, locale: Locale = 'en'): string {
  // The tagline of the home page's title, as the client's root layout writes it.
  const tagline = c.t(locale, 'head.tagline');
  const vars = Object.entries(themeVariables(site.color))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  const titled = html
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(site.name)} | ${escapeHtml(tagline)}</title>`)
    .replace(/(<meta\s+name="theme-color"\s+content=")[^"]*"/i, `$1${escapeHtml(site.color)}"`);
  const style = `<style id="theme-colours">:root{${vars}}</style>`;
  return titled.includes('</head>') ? titled.replace('</head>', `${style}\n</head>`) : `${style}\n${titled}`;
}
