import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { chooseText } from '@/lib/intl/bilingual';
import { loadArabic } from '@/lib/intl/catalog';
import { jobHit, publicJob } from '@/testing/job-fixtures';
import { testQueryClient } from '@/testing/render';
import { JobDescription } from './job-details/job-description';
import { JobHitCard } from './job-hit-card';
import { LanguageNote } from './language-note';

/** Renders in the Arabic page's context (the Arabic catalogues load as on an /ar page). */
function renderArabic(ui: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  return render(
    <AppProviders client={testQueryClient()} locale={{ locale: 'ar', digits: 'latn' }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

// The Arabic catalogue first, as an /ar page has it before it hydrates.
beforeAll(() => loadArabic(['features/job-search', 'lib', 'lib/labels', 'components']), 30_000);

describe('a job in the reader’s language (issue 31)', () => {
  it('shows a card in Arabic when the job has an Arabic title, with its Arabic snippet', async () => {
    renderArabic(
      <JobHitCard hit={{ ...jobHit(), title_ar: 'مشرف مستودع', snippet_ar: 'قيادة فريق المستودع ليلاً.' }} />,
    );
    expect(await screen.findByRole('link', { name: 'مشرف مستودع' })).toBeInTheDocument();
    expect(screen.getByText('قيادة فريق المستودع ليلاً.')).toHaveAttribute('dir', 'rtl');
    expect(screen.queryByTestId('language-note')).not.toBeInTheDocument();
  });

  it('marks the Arabic words an Arabic search found in the Arabic title and snippet', async () => {
    const { container } = renderArabic(
      <JobHitCard
        hit={{
          ...jobHit(),
          title_ar: 'مشرف المستودع',
          snippet_ar: 'قيادة فريق المستودع ليلاً.',
          title_ar_html: 'مشرف <mark>المستودع</mark>',
          snippet_ar_html: 'قيادة فريق <mark>المستودع</mark> ليلاً.',
        }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'مشرف المستودع' })).toBeInTheDocument();
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['المستودع', 'المستودع']);
    expect(screen.getByText('قيادة فريق', { exact: false })).toHaveAttribute('dir', 'rtl');
  });

  it('shows an English-only job in English on an Arabic page, marked ltr, with a short note', async () => {
    renderArabic(<JobHitCard hit={jobHit()} />);
    const link = await screen.findByRole('link', { name: 'Warehouse Supervisor' });
    expect(link).toHaveAttribute('lang', 'en');
    expect(link).toHaveAttribute('dir', 'ltr');
    expect(await screen.findByTestId('language-note')).toHaveTextContent('بالإنجليزية فقط');
  });

  it('says on the Arabic job page that the job is advertised in English only', async () => {
    const job = publicJob();
    const Page = () => {
      const title = chooseText('ar', job.title, job.title_ar);
      return (
        <>
          <LanguageNote chosen={title} />
          <JobDescription html={job.description} skills={[]} {...title.attrs} />
        </>
      );
    };
    renderArabic(<Page />);
    expect(await screen.findByText('هذه الوظيفة معلنة باللغة الإنجليزية فقط.')).toBeInTheDocument();
  });
});
