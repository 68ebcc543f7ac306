import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArabic } from '@/lib/intl/catalog';
import { LocaleContext } from '@/lib/intl/locale-context';
import { profileFixture } from '@/testing/candidate-profile-fixture';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { CompletenessMeter } from './completeness-meter';
import { EmploymentSection } from './employment-section';
import { PersonalSection } from './personal-section';
import { StepIndicator } from './step-indicator';

const ar = (ui: ReactNode) => <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>;

describe('the candidate profile in Arabic', () => {
  beforeAll(async () => {
    // The missing parts' words are the shared completeness panel's (components).
    await Promise.all([useT.load(), loadArabic(['components'])]);
  });

  it('names the sections, facts and steps in Arabic', async () => {
    mockApi(baseHandlers);
    const profile = profileFixture({ total_experience_years: 3 });
    renderWithRouter(
      ar(
        <>
          <StepIndicator current={1} />
          <CompletenessMeter completeness={profile.completeness} />
          <PersonalSection profile={profile} />
          <EmploymentSection profile={profile} />
        </>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'البيانات الشخصية' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'اكتمال الملف الشخصي' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اكتب عنوانًا مهنيًا ونبذة قصيرة عنك' })).toHaveAttribute(
      'href',
      '#summary',
    );
    expect(screen.getByRole('heading', { name: 'الخبرة العملية' })).toBeInTheDocument();
    expect(screen.getByText('إجمالي الخبرة')).toBeInTheDocument();
    expect(screen.getByText('3 سنوات')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'خطوات إنشاء الملف الشخصي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة وظيفة' })).toBeInTheDocument();
  });
});
