import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { publicJob } from '@/testing/job-fixtures';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { EmptyResults } from '../components/empty-results';
import { useT } from '../i18n';
import { readSearch } from '../search-params';
import { JobPage } from './job-page';

const ar = (ui: ReactNode) => <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>;

describe('the job page and the search in Arabic', () => {
  beforeAll(async () => {
    await useT.load();
    // The page's other Arabic catalogues too, as an /ar page has them before it hydrates: loaded one
    // by one behind Suspense they outlast findBy's wait on a busy machine.
    const { loadArabic } = await import('@/lib/intl/catalog');
    await loadArabic(['lib', 'components', 'features/salary-insights', 'features/jobs', 'app', 'config']);
  }, 30_000);

  it('shows a job with Arabic headings, facts and actions', async () => {
    mockApi({
      ...baseHandlers,
      'GET jobs/view/11': { data: { data: publicJob() } },
      'GET jobs/view/11/similar': { data: { data: [] } },
    });
    renderWithRouter(
      ar(
        <Routes>
          <Route path="/unauth/jobs/view/:id" element={<JobPage />} />
        </Routes>,
      ),
      '/unauth/jobs/view/11',
    );
    expect(
      await screen.findByRole('heading', { name: 'الوصف الوظيفي' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('الراتب')).toBeInTheDocument();
    // The range in words and the currency by its Arabic name: a Latin code would reverse the range.
    expect(screen.getByText('من 6,000 إلى 9,000 درهم إماراتي شهريًا')).toBeInTheDocument();
    expect(screen.getByText('دوام كامل')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'قدّم الآن' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'احفظ الوظيفة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'شارك هذه الوظيفة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 وظائف شاغرة لدى Gulf Freight LLC' })).toBeInTheDocument();
  });

  it('says in Arabic that nothing matched, with Arabic plurals for what to drop', () => {
    renderWithRouter(
      ar(
        <EmptyResults
          state={readSearch(new URLSearchParams('keyword=forklift&location=3'))}
          relax={[{ filter: 'location', label: 'دبي', total: 2 }]}
        />,
      ),
    );
    expect(screen.getByRole('heading', { name: 'لا توجد وظائف تطابق هذا البحث' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'دبي (وظيفتان)' })).toBeInTheDocument();
  });
});
