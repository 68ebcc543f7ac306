import { describe, expect, it } from 'vitest';
import { textToHtml } from './description-html';
import { htmlToText } from './job-form-values';

describe('the description box text as HTML', () => {
  it('escapes markup so typed tags stay text, and comes back unchanged for the next edit', () => {
    const text =
      'What you\'ll do\n\n- Load <b>bulk</b> & "fragile" cargo\n- Drive a forklift\n\nPay: 4,000 < 5,000 AED';
    const html = textToHtml(text);
    expect(html).toBe(
      '<h3>What you&apos;ll do</h3>\n<ul><li>Load &lt;b&gt;bulk&lt;/b&gt; &amp; &quot;fragile&quot; cargo</li><li>Drive a forklift</li></ul>\n<p>Pay: 4,000 &lt; 5,000 AED</p>',
    );
    expect(htmlToText(html)).toBe(text);
  });
});
