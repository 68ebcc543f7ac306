import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LatestJobs } from '@/features/job-search/components/latest-jobs';
import { CategorySection } from '@/features/landing/components/category-section';
import { EmployerCta } from '@/features/landing/components/employer-cta';
import { HeroSearch } from '@/features/landing/components/hero-search';
import { ValueSection } from '@/features/landing/components/value-section';
import { LatestNews } from '@/features/news/components/latest-news';
import { signedOutFrom } from '@/lib/return-to';

// Only for a visitor turned away from a signed-in page: its own chunk, out of every other first load.
const SignInPrompt = lazy(() =>
  import('@/features/auth/components/sign-in-prompt').then((mod) => ({ default: mod.SignInPrompt })),
);

/**
 * The page a signed-out visitor was sent home from (lib/return-to.ts). Read after the first render:
 * the server's render of home never has it, and the hydrated tree must match that render.
 */
function useSignedOutFrom(): string | undefined {
  const from = signedOutFrom(useLocation().state);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? from : undefined;
}

/** The landing page: search, the newest jobs, browsing by category, the news, and what the portal offers. */
export function LandingPage() {
  const from = useSignedOutFrom();
  return (
    <>
      {from ? (
        <Suspense fallback={null}>
          <SignInPrompt next={from} />
        </Suspense>
      ) : null}
      <HeroSearch />
      <LatestJobs />
      <CategorySection />
      <LatestNews />
      <ValueSection />
      <EmployerCta />
    </>
  );
}
