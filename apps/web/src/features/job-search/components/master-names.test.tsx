import type { Locale } from '@portal/contract/locale';
import { render, screen, within } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { useT as useComponentsT } from '@/components/i18n';
import { FilterPanel } from '@/features/job-search/components/filter-panel';
import { JobDescription } from '@/features/job-search/components/job-details/job-description';
import { type FactsJob, JobFacts } from '@/features/job-search/components/job-details/job-facts';
import { useT as useJobSearchT } from '@/features/job-search/i18n';
import { readSearch } from '@/features/job-search/search-params';
import { useT as useLibT } from '@/lib/i18n';
import { masterLabel, useMasterNames } from '@/lib/master-data';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { testQueryClient } from '@/testing/render';

// The Arabic catalogues these components read, in before the first render (a page loads them so).
beforeAll(() => Promise.all([useComponentsT.load(), useJobSearchT.load(), useLibT.load()]));

/** Renders in the page language given, as on /ar pages (no router basename needed here). */
function renderIn(locale: Locale, ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <Suspense fallback={null}>{ui}</Suspense> }]);
  return render(
    <AppProviders client={testQueryClient()} locale={{ locale, digits: 'latn' }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const ref = (id: number, name: string, name_ar: string | null, slug = name.toLowerCase()) => ({
  id,
  name,
  name_ar,
  slug,
});
const job: FactsJob = {
  locations: [
    {
      country: ref(1, 'United Arab Emirates', 'الإمارات العربية المتحدة'),
      state: ref(3, 'Dubai', 'دبي'),
      city: ref(9, 'Jebel Ali', 'جبل علي'),
    },
    // No Arabic name yet: the English one shows.
    {
      country: ref(1, 'United Arab Emirates', 'الإمارات العربية المتحدة'),
      state: ref(4, 'Sharjah', null),
      city: null,
    },
  ],
  salary_min: null,
  salary_max: null,
  salary_currency: 'AED',
  salary_period: 'MONTH',
  salary_visible: false,
  experience_min: null,
  experience_max: null,
  employment_type: 'FULL_TIME',
  openings: 1,
  education_level: ref(5, "Bachelor's degree", 'بكالوريوس'),
};

describe('master names in the page language', () => {
  it('masterLabel picks the Arabic name on Arabic pages and falls back to English', () => {
    expect(masterLabel({ name: 'Dubai', name_ar: 'دبي' }, 'ar')).toBe('دبي');
    expect(masterLabel({ name: 'Dubai', name_ar: 'دبي' }, 'en')).toBe('Dubai');
    expect(masterLabel({ name: 'Sharjah', name_ar: null }, 'ar')).toBe('Sharjah');
    expect(masterLabel({ name: 'Sharjah', name_ar: '  ' }, 'ar')).toBe('Sharjah');
    expect(masterLabel({ name: 'Sharjah' }, 'ar')).toBe('Sharjah');
  });

  it("a job's facts and skills show the Arabic names on an Arabic page", async () => {
    renderIn(
      'ar',
      <>
        <JobFacts job={job} />
        <JobDescription
          html="<p>x</p>"
          skills={[ref(7, 'Forklift operation', 'تشغيل الرافعة الشوكية'), ref(8, 'CargoWise', null)]}
        />
      </>,
    );
    expect(await screen.findByText('جبل علي، دبي')).toBeInTheDocument();
    expect(screen.getByText('Sharjah')).toBeInTheDocument();
    expect(screen.getByText('بكالوريوس')).toBeInTheDocument();
    expect(screen.getByText('تشغيل الرافعة الشوكية')).toBeInTheDocument();
    expect(screen.getByText('CargoWise')).toBeInTheDocument();
  });

  it('the same job reads in English on an English page', async () => {
    renderIn('en', <JobFacts job={job} />);
    expect(await screen.findByText('Jebel Ali, Dubai')).toBeInTheDocument();
    expect(screen.getByText("Bachelor's degree")).toBeInTheDocument();
    expect(screen.queryByText('دبي')).not.toBeInTheDocument();
  });

  it("the search's facets and the master lists' names are Arabic on an Arabic page", async () => {
    mockApi({
      ...baseHandlers,
      'GET master/states': {
        data: { data: [{ id: 3, name: 'Dubai', name_ar: 'دبي', slug: 'dubai', parent_id: null }] },
      },
      'GET master/cities': { data: { data: [] } },
      'GET master/designations': {
        data: {
          data: [{ id: 1, name: 'Storekeeper', name_ar: 'أمين مخزن', slug: 'storekeeper', parent_id: null }],
        },
      },
      'GET master/functional_areas': { data: { data: [] } },
      'GET master/industries': { data: { data: [] } },
    });
    function Names() {
      const names = useMasterNames('designations');
      return <p data-testid="names">{[...names.values()].join('|')}</p>;
    }
    renderIn(
      'ar',
      <>
        <Names />
        <FilterPanel
          state={readSearch(new URLSearchParams())}
          facets={{
            location: [{ id: '3', name: 'Dubai', name_ar: 'دبي', count: 4 }],
            designation: [
              { id: '1', name: 'Storekeeper', name_ar: 'أمين مخزن', count: 2 },
              { id: '2', name: 'Dispatcher', name_ar: null, count: 1 },
            ],
          }}
          onChange={() => {}}
          onClear={() => {}}
        />
      </>,
    );
    expect(await screen.findByText('أمين مخزن', { selector: '[data-testid=names]' })).toBeInTheDocument();
    const designation = screen.getByRole('group', { name: /المسمى الوظيفي/ });
    expect(within(designation).getByText(/أمين مخزن/)).toBeInTheDocument();
    expect(within(designation).getByText(/Dispatcher/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: /الموقع/ })).getByText(/دبي/)).toBeInTheDocument();
  });
});
