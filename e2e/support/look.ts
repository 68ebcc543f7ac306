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
