import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
// Not lazy: the prompt is small, and a dynamic import here split the bundler's preload helper out of
// the entry into a chunk of its own, 0.7 KB more on every first load.
import { SignInPrompt } from '@/features/auth/components/sign-in-prompt';
import { LatestJobs } from '@/features/job-search/components/latest-jobs';
import { CategorySection } from '@/features/landing/components/category-section';
import { EmployerCta } from '@/features/landing/components/employer-cta';
import { HeroSearch } from '@/features/landing/components/hero-search';
import { ValueSection } from '@/features/landing/components/value-section';
import { LatestNews } from '@/features/news/components/latest-news';
import { signedOutFrom } from '@/lib/signed-out';

/**
 * The page a signed-out visitor was sent home from (lib/signed-out.ts). Read after the first render:
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
      {from ? <SignInPrompt next={from} /> : null}
      <HeroSearch />
      <LatestJobs />
      <CategorySection />
      <LatestNews />
      <ValueSection />
      <EmployerCta />
    </>
  );
}
