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

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

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

const DECODE: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
};

/** The text of sanitised HTML, block elements separated by newlines: for search and snippets. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<(br|\/p|\/li|\/h[2-4]|\/blockquote|\/ul|\/ol)\b[^>]*>/gi, '$&\n');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_m, e: string) => DECODE[e] ?? _m)
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}
