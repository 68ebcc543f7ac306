import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { settled } from './network';

/**
 * axe as every journey runs it. Legacy mode runs `axe.run` in the page itself: the default runs a part
 * in each frame and then opens a blank page in the context to join them, a new page for every scan (the
 * portal has no cross-origin frames for it to reach). Only violations are gathered in full: passes
 * and the rest keep one node each, not a selector computed for every element that passed.
 */
function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

type Finding = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const line = (v: Finding) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`;

/** Every axe finding on the page (or inside `within`), whatever its impact, one line each. */
export async function allViolations(page: Page, within?: string): Promise<string[]> {
  await settled(page);
  const builder = axe(page);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations.map(line);
}

/** The page's serious and critical axe findings (or inside `within`), one line each (empty: none). */
export async function severeViolations(page: Page, within?: string): Promise<string[]> {
  await settled(page);
  const builder = axe(page);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(line);
}

/**
 * Controls whose accessible name does not contain their visible text (WCAG 2.5.3, label in name): a
 * rule axe ships as experimental, so off in severeViolations' run.
 */
export async function labelNotInName(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await axe(page).withRules(['label-content-name-mismatch']).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`));
}

/** Looks at a page at the three widths the product is checked at; the PNGs go with the test results. */
export async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * How far the page scrolls sideways once its layout has caught up with the viewport: charts
 * re-measure in a ResizeObserver and then render, a frame or two after a resize.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const over = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (over <= 0 || Date.now() > deadline) return over;
    await page.waitForTimeout(100);
  }
}

/** The element reaching furthest past the right edge, to name in a failure. */
export function widest(page: Page): Promise<string> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const over = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter(
      (el) => el.getBoundingClientRect().right > width + 0.5,
    );
    const el = over[over.length - 1];
    return el ? `${el.tagName}.${el.className} "${(el.textContent ?? '').slice(0, 40)}"` : '';
  });
}

/**
 * What an Arabic page still says in English or shows as a raw catalogue key: the interface's own words
 * (headings, buttons, labels, table heads, tabs, links of the menus, placeholders and accessible names).
 * People's data stays as it was written (names, companies, an English-only job): it sits in elements
 * marked `lang="en"` or `translate="no"`, or in a link or card body, and is not read here.
 */
export function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const KEY = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+$/;
    const ENGLISH = /[A-Za-z]{2,}(?:[\s,.'’-]+[A-Za-z]{2,}){1,}/;
    const ARABIC = /[\u0600-\u06FF]/;
    const MARKED = '[lang="en"], [translate="no"], [data-user-content]';
    const skipped = (el: Element) => el.closest(MARKED);
    // An element's own words: text inside a part marked as people's data (lang="en", translate="no") is not.
    const ownText = (el: Element) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let n = walker.nextNode(); n; n = walker.nextNode())
        if (!n.parentElement?.closest(MARKED)) text += ` ${n.textContent ?? ''}`;
      return text;
    };
    const found = new Set<string>();
    const judge = (text: string, where: string) => {
      const t = text.replace(/\s+/g, ' ').trim();
      if (!t) return;
      if (KEY.test(t)) found.add(`raw key "${t}" (${where})`);
      else if (!ARABIC.test(t) && ENGLISH.test(t)) found.add(`"${t}" (${where})`);
    };
    const selector =
      'h1, h2, h3, button, label, th, [role="tab"], nav a, header a, footer h2, legend, option, summary';
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (skipped(el) || !(el as HTMLElement).offsetParent) continue;
      judge(ownText(el), el.tagName.toLowerCase());
    }
    // A name inside a part hidden from assistive technology is read by nobody.
    for (const el of Array.from(document.querySelectorAll('[placeholder], [aria-label], [title]'))) {
      if (skipped(el) || el.closest('[aria-hidden="true"]')) continue;
      for (const attr of ['placeholder', 'aria-label', 'title'])
        if (el.hasAttribute(attr)) judge(el.getAttribute(attr) ?? '', `${el.tagName.toLowerCase()}[${attr}]`);
    }
    // A raw key anywhere in the text, content included, is a fault.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = (n.textContent ?? '').trim();
      if (KEY.test(t)) found.add(`raw key "${t}"`);
    }
    return [...found];
  });
}
