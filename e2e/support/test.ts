import { test as base, type Page } from '@playwright/test';
import { E2E } from './env';
import { trackRequests } from './network';

export * from '@playwright/test';

/**
 * Whether the client has taken over a server-rendered page (the landing, search and job pages). It
 * starts after the first paint (apps/server/src/app/web/boot-after-paint.ts); until then its links and GET
 * forms work but its own controls wait. React marks the DOM nodes it hydrates or makes; the server's
 * have no mark until then.
 */
export async function clientIn(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('ssr-state')) return true;
    const first = document.getElementById('root')?.firstElementChild;
    return first != null && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Playwright's test whose `page.goto` also waits for the client, as a visitor waits for a page to
 * respond: the journeys test what the client does. e2e/server-rendered.spec.ts tests the moment before.
 */
export const test = base.extend({
  // Each worker's pages and API requests go to that worker's own stack (e2e/support/env.ts).
  baseURL: E2E.baseUrl,
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(likeTheFixture(page, javaScriptEnabled !== false));
  },
});

/**
 * The fixture's page: its requests tracked for `settled`, and with JavaScript its `page.goto` waiting
 * for the client. For the pages of the contexts a journey opens itself (one per person).
 */
export function likeTheFixture(page: Page, javaScriptEnabled = true): Page {
  trackRequests(page);
  if (javaScriptEnabled) {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await clientIn(page);
      return response;
    };
  }
  return page;
}
