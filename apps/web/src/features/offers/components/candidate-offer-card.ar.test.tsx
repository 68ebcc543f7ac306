import type { Offer } from '@portal/contract/offers';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { CandidateOfferCard } from './candidate-offer-card';

const offer: Offer = {
  id: 1,
  application_id: 42,
  job: { id: 5, title: 'Forklift Operator' },
  candidate_name: 'Sara Khan',
  company: 'Gulf Freight LLC',
  status: 'pending',
  salary_amount: 8500,
  currency: 'AED',
  salary_period: 'MONTH',
  start_date: '2026-03-01',
  benefits: '',
  expires_on: '2026-02-10',
  letter: 'Dear Sara',
  created_at: '2026-02-01T10:00:00Z',
  viewed_at: null,
  answered_at: null,
};

describe('an offer in Arabic', () => {
  it('shows its status, terms and answers in Arabic', async () => {
    await useT.load();
    renderWithRouter(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <CandidateOfferCard offer={offer} pdf={null} answering={false} onAnswer={() => undefined} />
      </LocaleContext>,
    );
    expect(await screen.findByText('بانتظار الرد')).toBeInTheDocument();
    expect(screen.getByText('الراتب')).toBeInTheDocument();
    expect(screen.getByText('تاريخ المباشرة')).toBeInTheDocument();
    expect(screen.getByText(/مارس 2026/)).toBeInTheDocument();
    expect(screen.getByText(/شهريًا/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'قبول العرض' })).toBeInTheDocument();
    expect(screen.getByText('قراءة الخطاب')).toBeInTheDocument();
  });
});
