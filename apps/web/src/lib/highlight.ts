/**
 * The search API returns `title_html` and `snippet_html` with matches wrapped in `<mark>` and
 * everything else escaped. As a second line of defence, any other tag that slipped through is
 * neutralised here: every `<` that does not open or close a bare `<mark>` becomes `&lt;`.
 */
export function markOnly(html: string): string {
  return html.replace(/<(?!\/?mark>)/gi, '&lt;');
}

/** Props for an element whose content is a highlighted snippet. */
export function highlighted(html: string) {
  return { dangerouslySetInnerHTML: { __html: markOnly(html) } };
}
