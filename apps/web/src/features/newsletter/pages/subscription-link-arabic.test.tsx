import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT as useAppT } from '@/app/i18n';
import { useT as useComponentsT } from '@/components/i18n';
import { useT as useConfigT } from '@/config/i18n';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderRouteIn } from '@/testing/render';
import { useT } from '../i18n';

describe('the weekly job news links in Arabic', () => {
  it('says an incomplete confirmation link does not work, in Arabic', async () => {
    await Promise.all([useT.load(), useAppT.load(), useConfigT.load(), useComponentsT.load()]);
    mockApi(baseHandlers);
    renderRouteIn('ar', '/unauth/subscription/confirm');
    expect(await screen.findByRole('heading', { name: 'رابط التأكيد هذا لا يعمل' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اقرأ أخبار الخدمات اللوجستية' })).toBeInTheDocument();
  });
});
