import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { settled } from './network';

/** The page's serious and critical axe findings, one line each (empty: none). */
export async function severeViolations(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Controls whose accessible name does not contain their visible text (WCAG 2.5.3, label in name): a
 * rule axe ships as experimental, so off in severeViolations' run.
 */
export async function labelNotInName(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
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
