import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useT as useComponentsT } from '@/components/i18n';
import { useT as useConfigT } from '@/config/i18n';
import { useT as useLandingT } from '@/features/landing/i18n';
import { useT as useLibT } from '@/lib/i18n';
import { searchResponse } from '@/testing/job-fixtures';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderRouteIn } from '@/testing/render';
import { useT } from './i18n';

const handlers = {
  ...baseHandlers,
  'GET jobs/search': { data: searchResponse([]) },
  'GET jobs/latest': { data: { data: [] } },
};

async function preload() {
  await Promise.all([
    useT.load(),
    useConfigT.load(),
    useComponentsT.load(),
    useLandingT.load(),
    useLibT.load(),
  ]);
}

describe('the frame in Arabic', () => {
  it('names the menu, the header and the page title in Arabic', async () => {
    await preload();
    mockApi(handlers);
    renderRouteIn('ar', '/');
    const nav = await screen.findByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(nav).getByRole('link', { name: 'الرئيسية' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /الوظائف/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'إنشاء حساب' })).toHaveAttribute('data-variant', 'primary');
    expect(screen.getByRole('button', { name: 'فتح القائمة' })).toBeInTheDocument();
    expect(screen.getByText('وظائف سلاسل الإمداد', { selector: 'header span' })).toBeInTheDocument();
    expect(document.title).toBe('Logistics Jobs | وظائف سلاسل الإمداد في الإمارات');
  });

  it('opens the drawer with Arabic names', async () => {
    await preload();
    mockApi(handlers);
    const user = userEvent.setup();
    renderRouteIn('ar', '/');
    await user.click(await screen.findByRole('button', { name: 'فتح القائمة' }));
    const drawer = await screen.findByRole('dialog', { name: 'القائمة' });
    expect(within(drawer).getByRole('button', { name: 'إغلاق القائمة' })).toBeInTheDocument();
    expect(within(drawer).getByText('الوظائف حسب الإمارة')).toBeInTheDocument();
  });

  it('says Not Found in Arabic for an unknown address', async () => {
    await preload();
    mockApi(handlers);
    renderRouteIn('ar', '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'عذرًا' })).toBeInTheDocument();
    expect(screen.getByText('404 - الصفحة غير موجودة')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toBeInTheDocument();
  });
});
