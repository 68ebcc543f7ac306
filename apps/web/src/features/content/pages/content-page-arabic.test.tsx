import { PAGE_DEFAULTS } from '@portal/contract/page-defaults';
import { PAGE_DEFAULTS_AR } from '@portal/contract/page-defaults-ar';
import { NO_ARABIC } from '@portal/contract/pages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT as useAppT } from '@/app/i18n';
import { useT as useComponentsT } from '@/components/i18n';
import { useT as useConfigT } from '@/config/i18n';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderRouteIn } from '@/testing/render';
import { useT } from '../i18n';

const loadCatalogues = () =>
  Promise.all([useT.load(), useAppT.load(), useConfigT.load(), useComponentsT.load()]);

describe('a content page in Arabic', () => {
  it('shows the Arabic version of the page', async () => {
    await loadCatalogues();
    const about = { ...PAGE_DEFAULTS['about-us'], ...PAGE_DEFAULTS_AR['about-us'] };
    mockApi({
      ...baseHandlers,
      'GET settings/pages/about-us': {
        data: { data: { slug: 'about-us', path: '/unauth/about-us', ...about } },
      },
    });
    renderRouteIn('ar', '/unauth/about-us');
    const title = await screen.findByRole('heading', { level: 1, name: 'من نحن' });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { name: 'لماذا بوابة متخصصة' })).toBeInTheDocument();
    expect(screen.getByText(/شركة استشارات توظيف في دبي/)).toBeInTheDocument();
    expect(screen.queryByText('Why a specialist portal')).not.toBeInTheDocument();
    expect(screen.queryByTestId('language-note')).not.toBeInTheDocument();
  });

  it('shows the English text, marked as English, with a note where the page has no Arabic', async () => {
    await loadCatalogues();
    mockApi({
      ...baseHandlers,
      'GET settings/pages/terms-conditions': {
        data: {
          data: {
            slug: 'terms-conditions',
            path: '/unauth/terms-conditions',
            ...PAGE_DEFAULTS['terms-conditions'],
            ...NO_ARABIC,
          },
        },
      },
    });
    renderRouteIn('ar', '/unauth/terms-conditions');
    const title = await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('language-note')).toHaveTextContent('هذه الصفحة منشورة بالإنجليزية فقط.');
    expect(screen.getByRole('heading', { name: 'Acceptable use' }).closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  const pricing = (arabicPlans: boolean) => ({
    'GET settings/pages/pricing': {
      data: {
        data: {
          slug: 'pricing',
          path: '/unauth/services/pricing',
          ...PAGE_DEFAULTS.pricing,
          ...PAGE_DEFAULTS_AR.pricing,
          ...(arabicPlans ? {} : { plans_ar: null }),
        },
      },
    },
  });

  it("shows the pricing page's plan cards in Arabic", async () => {
    await loadCatalogues();
    mockApi({ ...baseHandlers, ...pricing(true) });
    renderRouteIn('ar', '/unauth/services/pricing');
    const card = await screen.findByRole('heading', { level: 2, name: 'القياسية' });
    expect(card).not.toHaveAttribute('lang');
    expect(screen.getByText('لفرق اللوجستيات المتنامية')).toBeInTheDocument();
    expect(screen.getByText('وظائف مميزة على الصفحة الرئيسية')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Standard' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('language-note')).not.toBeInTheDocument();
  });

  it('shows the English plan cards, marked as English, with a note where they have no Arabic', async () => {
    await loadCatalogues();
    mockApi({ ...baseHandlers, ...pricing(false) });
    renderRouteIn('ar', '/unauth/services/pricing');
    const card = await screen.findByRole('heading', { level: 2, name: 'Standard' });
    expect(card).toHaveAttribute('lang', 'en');
    expect(card).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { level: 1, name: 'الأسعار' })).not.toHaveAttribute('lang');
    expect(screen.getByTestId('language-note')).toHaveTextContent('جزء من هذه الصفحة منشور بالإنجليزية فقط.');
  });

  it('frames the contact page and its enquiry form in Arabic', async () => {
    await loadCatalogues();
    mockApi({
      ...baseHandlers,
      'GET settings/pages/contact-us': {
        data: { data: { slug: 'contact-us', path: '/unauth/contact-us', ...PAGE_DEFAULTS['contact-us'] } },
      },
    });
    renderRouteIn('ar', '/unauth/contact-us');
    expect(await screen.findByText('عن البوابة')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'أرسل لنا رسالة' })).toBeInTheDocument();
    expect(screen.getByLabelText('اسمك')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'بخصوص ماذا؟' })).toHaveDisplayValue('سؤال عام');
    expect(screen.getByRole('button', { name: 'إرسال الاستفسار' })).toBeInTheDocument();
    expect(screen.getByText('البريد الإلكتروني', { selector: 'span' })).toBeInTheDocument();
  });
});
