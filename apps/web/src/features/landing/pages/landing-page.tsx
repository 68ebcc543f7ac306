import { CategorySection } from '../components/category-section';
import { EmployerCta } from '../components/employer-cta';
import { HeroSearch } from '../components/hero-search';
import { LatestJobs } from '../components/latest-jobs';
import { LatestNews } from '../components/latest-news';
import { ValueSection } from '../components/value-section';

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
