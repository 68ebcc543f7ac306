import { PAGE_DEFAULTS } from '@portal/contract/page-defaults';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT as useAppT } from '@/app/i18n';
import { useT as useComponentsT } from '@/components/i18n';
import { useT as useConfigT } from '@/config/i18n';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderRouteIn } from '@/testing/render';
import { useT } from '../i18n';

describe('a content page in Arabic', () => {
  it('frames the contact page and its enquiry form in Arabic', async () => {
    await Promise.all([useT.load(), useAppT.load(), useConfigT.load(), useComponentsT.load()]);
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
