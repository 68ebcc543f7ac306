import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { EmailUnsubscribePage } from './email-unsubscribe-page';

const ar = (ui: React.ReactNode) => (
  <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>
);

describe('the unsubscribe link in Arabic', () => {
  it('reads in Arabic', async () => {
    await useT.load();
    localStorage.setItem('token', 'tok');
    mockApi({ ...baseHandlers });
    renderWithRouter(ar(<EmailUnsubscribePage />), '/unauth/email-unsubscribe');
    expect(await screen.findByRole('heading', { name: 'هذا الرابط لا يعمل' })).toBeInTheDocument();
    expect(screen.getByText('رابط إلغاء الاشتراك غير مكتمل أو غير صالح.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'البحث عن وظائف' })).toBeInTheDocument();
  });
});
