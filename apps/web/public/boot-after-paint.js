// Starts the client after the server-rendered page has painted (apps/server/src/lib/boot-after-paint.ts):
// the entry module and its modulepreloads are added one frame after the first paint, so their
// download does not hold the paint back. A hidden tab has no paint to wait for.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preloads = (script.dataset.preloads ?? '').split(' ').filter(Boolean);
  const boot = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.append(module);
  };
  if (document.hidden) boot();
  else requestAnimationFrame(() => setTimeout(boot, 0));
})();
