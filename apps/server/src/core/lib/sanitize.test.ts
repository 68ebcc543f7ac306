import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText } from './sanitize';

describe('html text', () => {
  it('decodes every entity, named and numeric, and reads no-break spaces as spaces', () => {
    expect(
      htmlToText('<p>Caf&eacute; &amp; Co&nbsp;&nbsp;LLC &#8211; &lsquo;Dubai&rsquo;</p><p>2 &lt; 3</p>'),
    ).toBe('Café & Co LLC – ‘Dubai’\n2 < 3');
  });

  it('escapes what HTML and XML treat as markup', () => {
    expect(escapeHtml(`<a href="x">Tom's & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&apos;s &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });
});
