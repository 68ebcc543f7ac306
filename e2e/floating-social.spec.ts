import { uniqueEmail } from './support/accounts';
import { API } from './support/api';
import { E2E } from './support/env';
import { settled } from './support/network';
import { expect, type Page, test } from './support/test';

/*
 * The floating WhatsApp, LinkedIn and Facebook buttons (spec: public pages and /candidate) must
 * never lie over the page's links, buttons, fields or text, at a desktop width and on a phone, at
 * any scroll position; and an open dialog covers them.
 */

/** What of the page lies under the social buttons: one line per covered element. */
async function covered(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The floating column (the header's own menu button is part of the header, not over the page).
    const social = Array.from(document.querySelectorAll('aside[aria-label="Follow us"] a'))
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const visible = (el: Element) => {
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
    };
    const hasText = (el: Element) =>
      Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (el.closest('aside[aria-label="Follow us"], header, [aria-hidden="true"], .sr-only')) continue;
      const interactive = el.matches('a, button, input, select, textarea, [role="button"], label');
      if (!interactive && !hasText(el)) continue;
      if (!visible(el)) continue;
      // Under the fixed header a page is hidden by the header itself.
      const rects = Array.from(el.getClientRects()).map((r: DOMRect) => ({
        left: r.left,
        right: r.right,
        top: Math.max(r.top, header),
        bottom: r.bottom,
      }));
      for (const r of rects)
        for (const b of social)
          if (r.left < b.right - 1 && r.right > b.left + 1 && r.top < b.bottom - 1 && r.bottom > b.top + 1)
            out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return [...new Set(out)];
  });
}

/** Checks the page at its top and at each screenful down to its end. */
async function neverCovers(page: Page, url: string) {
  await page.goto(url);
  await settled(page);
  await expect(page.getByRole('list', { name: 'Social links' }).or(socialMenu(page))).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += Math.round(screen * 0.6)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await covered(page), `${url} scrolled to ${y}`).toEqual([]);
  }
}

const socialMenu = (page: Page) => page.getByRole('button', { name: 'Chat or follow us' });

async function someJobUrl(page: Page): Promise<string> {
  const res = await page.request.get(`/api/${API.jobs.search}`);
  const job = ((await res.json()) as { data: { id: number }[] }).data[0];
  return `/unauth/jobs/view/${job?.id ?? 1}`;
}

async function asCandidate(page: Page) {
  const res = await page.request.post(`/api/${API.user.candidateLogin}`, {
    data: { email: 'candidate@demo.example.com', password: E2E.demoPassword },
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
}

test.describe.configure({ timeout: 180_000 });

test('at 1280 px the three buttons stand beside the page, never over it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const url of ['/', '/unauth/search-job', '/unauth/contact-us', await someJobUrl(page)])
    await neverCovers(page, url);
  await expect(page.getByRole('list', { name: 'Social links' }).getByRole('link')).toHaveCount(3);
  await asCandidate(page);
  await neverCovers(page, '/candidate');
});

test('at 375 px one button in the header opens the three, and nothing floats over the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const url of ['/', '/unauth/search-job', '/unauth/contact-us', await someJobUrl(page)])
    await neverCovers(page, url);
  await expect(page.getByRole('list', { name: 'Social links' })).toBeHidden();
  await socialMenu(page).click();
  const menu = page.getByRole('list', { name: 'Social links' });
  await expect(menu.getByRole('link')).toHaveText([
    'Chat with us on WhatsApp',
    'Follow us on LinkedIn',
    'Follow us on Facebook',
  ]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('an open dialog hides the floating buttons (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  // By CSS, not by role: the dialog takes what lies behind it out of the accessibility tree anyway.
  const buttons = page.locator('aside[aria-label="Follow us"] ul');
  await expect(buttons).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: /e-mail/i }).fill(uniqueEmail('floating'));
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(buttons).toBeHidden();
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5_000 });
  await expect(buttons).toBeVisible();
});

test('the open menu drawer covers the social button (375 px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const box = await socialMenu(page).boundingBox();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
    { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
  );
  expect(box).not.toBeNull();
  expect(onTop).not.toContain('Chat or follow us');
});
