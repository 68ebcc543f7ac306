import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { InterviewLinkPage } from './interview-link-page';

const ar = (ui: React.ReactNode) => (
  <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>
);

describe('the interview link in Arabic', () => {
  it('reads in Arabic', async () => {
    await useT.load();
    localStorage.setItem('token', 'tok');
    mockApi({ ...baseHandlers });
    renderWithRouter(ar(<InterviewLinkPage />), '/unauth/interview');
    expect(await screen.findByRole('heading', { name: 'مقابلتك' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('هذا الرابط لا يعمل أو انتهت صلاحيته');
  });
});
