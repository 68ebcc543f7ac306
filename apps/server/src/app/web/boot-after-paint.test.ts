import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, bootAfterPaint, markScriptedButtons } from './boot-after-paint';

const BUILT = `<head><title>x</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  <link rel="modulepreload" crossorigin href="/assets/search-page-d4.js">
<link rel="preload" as="image" href="/logo.png"/></head><body><div id="root"><h1>Jobs</h1></div></body>`;

describe('bootAfterPaint', () => {
  it('moves the entry and its modulepreloads into the boot script, keeping the stylesheet and image hints', () => {
    const html = bootAfterPaint(BUILT);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      `<script src="${BOOT_SCRIPT}" data-entry="/assets/index-a1.js" data-preloads="/assets/react-b2.js /assets/search-page-d4.js" defer></script>`,
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    expect(html).toContain('<link rel="preload" as="image" href="/logo.png"/>');
    expect(html).toContain('<div id="root"><h1>Jobs</h1></div>');
  });

  it('leaves a page without an entry script as it is', () => {
    const html = '<head></head><body><div id="root"></div></body>';
    expect(bootAfterPaint(html)).toBe(html);
  });
});

describe('markScriptedButtons', () => {
  it('marks the buttons that need the client unavailable until it is in, not submit buttons, links or disabled ones', () => {
    const html = markScriptedButtons(
      '<button type="button" aria-label="Open menu">≡</button>' +
        '<button class="disabled:opacity-60" type="button">More</button>' +
        '<button type="submit">Search</button><a href="/jobs">Jobs</a>' +
        '<button disabled="" type="button">Own</button>',
    );
    expect(html).toBe(
      '<button disabled="" data-until-client="" type="button" aria-label="Open menu">≡</button>' +
        '<button disabled="" data-until-client="" class="disabled:opacity-60" type="button">More</button>' +
        '<button type="submit">Search</button><a href="/jobs">Jobs</a>' +
        '<button disabled="" type="button">Own</button>',
    );
  });
});
