import { decodeHTML, escapeUTF8 } from 'entities';
import sanitizeHtml from 'sanitize-html';

/** The rich text an employer may use in a job description; everything else is dropped. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'a',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Script and style contents vanish with their tags instead of leaking in as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }, true) },
};

/** Text (or an attribute value) safe inside HTML and XML: & < > " ' escaped. */
export const escapeHtml = (s: string) => escapeUTF8(s);

const looksLikeHtml = (s: string) => /<\/?[a-z][^>]*>/i.test(s);

/**
 * Sanitised HTML for a job description. Plain text (no tags) becomes paragraphs: blank lines split
 * paragraphs, single newlines become line breaks.
 */
export function sanitizeDescription(input: string): string {
  if (!looksLikeHtml(input)) {
    return input
      .trim()
      .split(/\r?\n\s*\r?\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
      .join('\n');
  }
  return sanitizeHtml(input, ALLOWED).trim();
}

/** The text of sanitised HTML, block elements separated by newlines: for search and snippets. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<(br|\/p|\/li|\/h[2-4]|\/blockquote|\/ul|\/ol)\b[^>]*>/gi, '$&\n');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  // sanitize-html leaves the text entity-encoded; no-break spaces count as spaces here.
  return decodeHTML(text)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/**
 * Plain text from a field that takes no markup (a note): tags pasted into it are dropped, their
 * text kept; text without tags is kept as written, line breaks and all.
 */
export function plainText(input: string): string {
  return (looksLikeHtml(input) ? htmlToText(input) : input).trim();
}
