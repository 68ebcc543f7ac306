/** The script (apps/web/public/boot-after-paint.js) that starts the client once the page has painted. */
export const BOOT_SCRIPT = '/boot-after-paint.js';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * A server-rendered page is whole before any JavaScript runs, so its client need not compete with the
 * first paint: fetching the entry and its modulepreloads beside the HTML held the paint (and a phone's
 * LCP) back by their download. The entry and the preloads move into the boot script's data; it adds
 * them one frame after the first paint. Without an entry script (an unbuilt page) nothing changes.
 */
export function bootAfterPaint(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const boot = `<script src="${BOOT_SCRIPT}" data-entry="${entry}" data-preloads="${preloads.join(' ')}" defer></script>\n`;
  return html.replace(PRELOAD, '').replace(ENTRY, boot);
}

/** A button that is not a form's submit button and is not disabled already. */
const SCRIPTED_BUTTON = /<button\b(?![^>]*\sdisabled="")([^>]*\stype="button")/g;

/**
 * The server's render with every button that needs the client (type="button": a menu, a dialog, a
 * copy) disabled until the client is in: a press in that moment would do nothing, and a disabled
 * button says so (and tells a test to wait). The mark tells the client which ones to enable once it
 * has hydrated the page (main.tsx); a button disabled in its own right has no mark. Links and the submit buttons of the pages'
 * plain GET forms work without the client and stay as they are.
 */
export function markScriptedButtons(html: string): string {
  return html.replace(SCRIPTED_BUTTON, '<button disabled="" data-until-client=""$1');
}
