import type { CandidateDashboard } from '@portal/contract/candidate-dashboard';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArabic } from '@/lib/intl/catalog';
import { LocaleContext } from '@/lib/intl/locale-context';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { CompletenessCard } from './completeness-card';
import { RecentApplications } from './recent-applications';
import { StatCards } from './stat-cards';

const ar = (ui: ReactNode) => <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>;

const data: CandidateDashboard = {
  applications: {
    total: 4,
    by_status: { applied: 2, shortlisted: 1, interview: 1, offered: 0, hired: 0, rejected: 0, withdrawn: 0 },
  },
  saved_jobs: 2,
  active_alerts: 1,
  recommendations: 5,
  recommendations_need_profile: false,
  profile: { completeness: 60, missing: [{ section: 'cv', label: 'Upload your CV' }], onboarded: true },
  recent_applications: [],
  top_recommendations: [],
};

describe('the candidate dashboard in Arabic', () => {
  beforeAll(async () => {
    // The missing parts' words are the shared completeness panel's (components).
    await Promise.all([useT.load(), loadArabic(['components'])]);
  });

  it('shows the counts, the completeness and the empty list in Arabic', () => {
    renderWithRouter(
      ar(
        <>
          <StatCards data={data} />
          <CompletenessCard profile={data.profile} />
          <RecentApplications items={[]} />
        </>,
      ),
    );
    expect(screen.getByText('الطلبات')).toBeInTheDocument();
    expect(screen.getByText('2 قيد التقدّم')).toBeInTheDocument();
    expect(screen.getByText('الوظائف المحفوظة')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ملفك الشخصي' })).toBeInTheDocument();
    expect(screen.getByText('مكتمل بنسبة 60%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'أكمل ملفك الشخصي' })).toBeInTheDocument();
    // The missing part in Arabic, not the server's English label, leading to its section.
    expect(screen.getByRole('link', { name: 'حمّل سيرتك الذاتية' })).toHaveAttribute(
      'href',
      '/candidate/profile#cv',
    );
    expect(screen.getByText('لا توجد طلبات بعد')).toBeInTheDocument();
  });
});
