import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { ManagementThreadPage } from './messages-pages';

const ar = (ui: React.ReactNode) => (
  <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>
);

describe('a conversation page in Arabic', () => {
  it('reads in Arabic', async () => {
    await useT.load();
    localStorage.setItem('token', 'tok');
    mockApi({ ...baseHandlers, 'GET user/': { data: profileFor('employer') } });
    renderWithRouter(ar(<ManagementThreadPage />), '/management/messages/abc');
    expect(await screen.findByRole('heading', { name: 'الرسائل' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('المحادثة غير موجودة.');
  });
});
