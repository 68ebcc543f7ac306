import { useEffect, useRef } from 'react';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';

const similar = lazyModule(() => import('./similar-jobs'));

/**
 * The similar jobs below the description: their cards' code and their request wait until the
 * section's place comes within a screen of view, as nothing there is needed to read or apply.
 */
export function LazySimilarJobs({ jobId }: { jobId: string }) {
  const { module, request } = useLazyModule(similar);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = place.current;
    if (!target) return;
    if (typeof IntersectionObserver === 'undefined') return request();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) request();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [request]);
  return module ? <module.SimilarJobs jobId={jobId} /> : <div ref={place} />;
}
