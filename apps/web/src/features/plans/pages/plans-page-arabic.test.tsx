import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT as useAppT } from '@/app/i18n';
import { useT as useComponentsT } from '@/components/i18n';
import { useT as useConfigT } from '@/config/i18n';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRouteIn } from '@/testing/render';
import { useT } from '../i18n';

describe('/ar/admin-pannel/plans', () => {
  it("lists each plan's limits in Arabic, counted with Arabic plurals", async () => {
    await Promise.all([useT.load(), useAppT.load(), useConfigT.load(), useComponentsT.load()]);
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin', { permissions: ['plans.manage'] }) },
      'GET plans/': {
        data: {
          data: [
            {
              id: 1,
              name: 'Basic',
              description: '',
              limits: { active_jobs: 3, cv_views: 50, cv_downloads: 10, recruiter_emails: 20, users: null },
              client_count: 2,
            },
          ],
        },
      },
    });
    renderRouteIn('ar', '/admin-pannel/plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'الباقات' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Basic' })).closest('li') as HTMLElement;
    expect(within(card).getByText('مشاهدات السير الذاتية شهريًا').nextSibling).toHaveTextContent('50');
    expect(within(card).getByText('المستخدمون').nextSibling).toHaveTextContent('غير محدود');
    expect(within(card).getByText('مؤسستان عليها')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'حذف Basic' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'باقة جديدة' })).toBeInTheDocument();
  });
});
