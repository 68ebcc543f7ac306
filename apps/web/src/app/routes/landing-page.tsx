import { LatestJobs } from '@/features/job-search/components/latest-jobs';
import { CategorySection } from '@/features/landing/components/category-section';
import { EmployerCta } from '@/features/landing/components/employer-cta';
import { HeroSearch } from '@/features/landing/components/hero-search';
import { ValueSection } from '@/features/landing/components/value-section';
import { LatestNews } from '@/features/news/components/latest-news';

/** The landing page: search, the newest jobs, browsing by category, the news, and what the portal offers. */
export function LandingPage() {
  return (
    <>
      <HeroSearch />
      <LatestJobs />
      <CategorySection />
      <LatestNews />
      <ValueSection />
      <EmployerCta />
    </>
  );
}
