import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT as useAppT } from '@/app/i18n';
import { useT as useComponentsT } from '@/components/i18n';
import { useT as useConfigT } from '@/config/i18n';
import { useT as useLibT } from '@/lib/i18n';
import { searchResponse } from '@/testing/job-fixtures';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderRouteIn } from '@/testing/render';
import { useT } from '../i18n';

describe('the landing page in Arabic', () => {
  it('reads in Arabic: the search, the categories, what the portal offers, the employers’ call', async () => {
    await Promise.all([
      useT.load(),
      useAppT.load(),
      useConfigT.load(),
      useComponentsT.load(),
      useLibT.load(),
    ]);
    mockApi({
      ...baseHandlers,
      'GET master/states': { data: { data: [{ id: 3, name: 'Dubai', slug: 'dubai', parent_id: null }] } },
      'GET jobs/search': { data: searchResponse([]) },
      'GET jobs/latest': { data: { data: [] } },
    });
    renderRouteIn('ar', '/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'اعثر على وظيفتك التالية في الخدمات اللوجستية في الإمارات ودول الخليج',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('الكلمة المفتاحية')).toHaveAttribute(
      'placeholder',
      'المسمى الوظيفي أو المهارة أو الشركة',
    );
    expect(screen.getByRole('button', { name: 'ابحث عن وظائف' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مشرف مستودع' })).toHaveAttribute(
      'href',
      '/unauth/search-job?keyword=Warehouse+Supervisor',
    );
    expect(screen.getByRole('heading', { name: 'تصفّح وظائف الخدمات اللوجستية' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'الوظائف حسب الإمارة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'أكثر من مجرد موقع وظائف' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اطّلع على الأسعار' })).toBeInTheDocument();
  });
});
