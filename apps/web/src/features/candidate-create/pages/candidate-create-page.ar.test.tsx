import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { CandidateCreatePage } from './candidate-create-page';

const ar = (ui: React.ReactNode) => (
  <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>
);

describe('adding a candidate in Arabic', () => {
  it('reads in Arabic', async () => {
    await useT.load();
    localStorage.setItem('token', 'tok');
    mockApi({ ...baseHandlers, 'GET user/': { data: profileFor('employer') } });
    renderWithRouter(ar(<CandidateCreatePage />));
    expect(await screen.findByRole('heading', { name: 'إضافة مرشح' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'الاسم الأول' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'الوظيفة المطلوبة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة المرشح' })).toBeInTheDocument();
  });
});
