import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { SharedClientCvPage } from './shared-client-cv-page';

const ar = (ui: React.ReactNode) => (
  <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>
);

describe('the shared client CV link in Arabic', () => {
  it('reads in Arabic', async () => {
    await useT.load();
    localStorage.setItem('token', 'tok');
    mockApi({ ...baseHandlers });
    renderWithRouter(ar(<SharedClientCvPage />), '/management/client-cv/shared');
    expect(await screen.findByRole('heading', { name: 'هذا الرابط غير مكتمل' })).toBeInTheDocument();
    expect(screen.getByText('اطلب من مسؤول التوظيف إرسال الرابط مرة أخرى.')).toBeInTheDocument();
  });
});
