import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { TasksPage } from './tasks-page';

describe('the tasks page in Arabic', () => {
  it('reads in Arabic', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin') },
      'GET tasks/': { data: { data: [], meta: { page: 1, page_size: 20, total: 0, due_now: 0 } } },
      'GET tasks/proposals': { data: { data: [] } },
    });
    await useT.load();
    renderWithRouter(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <TasksPage />
      </LocaleContext>,
      '/admin-pannel',
    );
    expect(await screen.findByRole('heading', { name: 'المهام' })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد مهام')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مهمة جديدة' })).toBeInTheDocument();
  });
});
