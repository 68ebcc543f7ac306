import { CategorySection } from '../components/category-section';
import { EmployerCta } from '../components/employer-cta';
import { HeroSearch } from '../components/hero-search';
import { ValueSection } from '../components/value-section';

/**
 * The landing page. A "latest jobs" section belongs here once the jobs API exists; until then it
 * is left out rather than filled with made-up jobs.
 */
export function LandingPage() {
  return (
    <>
      <HeroSearch />
      <CategorySection />
      <ValueSection />
      <EmployerCta />
    </>
  );
}
