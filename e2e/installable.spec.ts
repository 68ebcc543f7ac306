import { expect, test } from './support/test';

// Issue 32: installable on a phone, and an offline page instead of the browser's error.
test.use({ serviceWorkers: 'allow' });

test('every page links the manifest, which has the name, colour, icons and a standalone start', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/unauth/search-job', '/auth/candidate/sign-in']) {
    await page.goto(path);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  }
  const settings = (await (await request.get('/api/settings/public')).json()).data as {
    site_name: string;
    theme: { color: string };
  };
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: settings.site_name,
    theme_color: settings.theme.color,
    display: 'standalone',
    start_url: '/',
  });
  for (const icon of manifest.icons as { src: string }[]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
});

test('with the network gone, a page load shows the offline page, and Try again loads the page once back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  // Registered after load; ready once it is installed and active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  await page.goto('/unauth/search-job?keyword=warehouse');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL(/\/unauth\/search-job\?keyword=warehouse$/);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /jobs/i })).toBeVisible();

  // The worker keeps the offline page only: no API answer, no signed-in page.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys())
      for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
    return urls.sort();
  });
  expect(cached).toEqual(['/offline.html']);
});
