import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { NewsAdminPage } from './news-admin-page';

describe("the staff's news list in Arabic", () => {
  it('reads in Arabic', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin') },
    });
    await useT.load();
    renderWithRouter(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <NewsAdminPage />
      </LocaleContext>,
      '/admin-pannel',
    );
    expect(await screen.findByRole('heading', { name: 'أخبار اللوجستيات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /كتابة مقال/ })).toBeInTheDocument();
  });
});
