// Starts the client after the server-rendered page has painted (apps/server/src/app/web/boot-after-paint.ts):
// the entry module and its modulepreloads are added once the first paint is on screen, so their
// download does not hold the paint back. A hidden tab has no paint to wait for.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preloads = (script.dataset.preloads ?? '').split(' ').filter(Boolean);
  // Each preload costs the main thread a resource request (1-2 ms, four times that on a phone): a few a
  // task, so that the 20-30 of a page never make one long task.
  const BATCH = 4;
  const preload = (from) => {
    for (const href of preloads.slice(from, from + BATCH)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (from + BATCH < preloads.length) setTimeout(() => preload(from + BATCH), 0);
  };
  let booted = false;
  const boot = () => {
    if (booted) return;
    booted = true;
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.append(module);
    preload(0);
  };
  // The first contentful paint as the browser reports it: a frame callback alone can run before that
  // frame is on screen, and requests started then hold the paint back on a slow phone. A browser
  // without paint timing waits two frames; a paint that never comes, two seconds.
  const afterPaint = () => setTimeout(boot, 0);
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (document.hidden) boot();
  else if (painted()) afterPaint();
  else if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      afterPaint();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(boot, 2000);
  } else requestAnimationFrame(() => requestAnimationFrame(afterPaint));
})();
