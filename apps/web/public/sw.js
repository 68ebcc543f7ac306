// The portal's service worker (issue 32): when the network is gone, a page load gets the offline page
// instead of the browser's error. It caches that one page, nothing else: no API answer and no
// signed-in page is ever stored, and every other request goes to the network untouched.
const CACHE = 'offline-v1';
const OFFLINE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(OFFLINE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      // The page's request starts while the worker wakes up, so a load is not slowed by it.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

const escapeAttr = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The offline page, its Try again pointed at the page that failed (the page itself runs no script). */
async function offlinePage(url) {
  const cached = await caches.match(OFFLINE, { cacheName: CACHE });
  if (!cached) return Response.error();
  const { pathname, search } = new URL(url);
  const html = (await cached.text()).replace(
    '<a data-retry href="/">',
    `<a data-retry href="${escapeAttr(pathname + search)}">`,
  );
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) || (await fetch(event.request));
      } catch {
        return offlinePage(event.request.url);
      }
    })(),
  );
});
