import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { DocumentsSection } from './documents-section';

const ar = (ui: ReactNode) => <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>;

describe('CVs and cover letters in Arabic', () => {
  beforeAll(async () => {
    await useT.load();
  });

  it('names the section, the empty lists and the upload in Arabic', async () => {
    mockApi({
      'GET candidate/cvs': { data: { data: [] } },
      'GET candidate/cover-letters': { data: { data: [] } },
    });
    renderWithRouter(ar(<DocumentsSection />));
    expect(await screen.findByText('السير الذاتية وخطابات التقديم')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'ليست لديك سيرة ذاتية بعد. ارفع واحدة: يبحث أصحاب العمل في نص سيرتك الذاتية الافتراضية.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اكتب خطاب تقديم' })).toBeInTheDocument();
  });
});
