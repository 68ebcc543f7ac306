import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { DuplicatesPage } from './duplicates-page';

const side = (id: number) => ({
  id,
  first_name: 'Rajesh',
  last_name: 'Pillai',
  email: `r${id}@example.com`,
  phone: null,
});

const ar = (ui: React.ReactNode) => (
  <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>
);

describe('the duplicates page in Arabic', () => {
  it('reads in Arabic', async () => {
    await useT.load();
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin', { permissions: ['candidates.merge'] }) },
      'GET candidate-merge/duplicates': {
        data: { data: [{ a: side(17), b: side(33), matched_on: ['phone'] }] },
      },
    });
    renderWithRouter(ar(<DuplicatesPage />));
    expect(await screen.findByRole('heading', { name: 'المرشحون المكررون' })).toBeInTheDocument();
    expect(await screen.findByText('رقم الهاتف نفسه')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دمج Rajesh Pillai (#17 و#33)' })).toBeInTheDocument();
  });
});
