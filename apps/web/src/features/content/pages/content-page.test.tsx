import { PAGE_DEFAULTS } from '@portal/contract/page-defaults';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const stored = (over: Record<string, unknown> = {}) => ({
  data: {
    slug: 'privacy-policy',
    path: '/unauth/privacy-policy',
    ...PAGE_DEFAULTS['privacy-policy'],
    title: 'How we handle your data',
    intro: 'Plainly put.',
    body_html: '<h2>Retention</h2><ul><li>CVs are kept for two years</li></ul>',
    updated_at: '2026-11-20T09:30:00.000Z',
    ...over,
  },
});

describe('a content page reads its text from the API', () => {
  it('shows the stored text, its sections and its list', async () => {
    mockApi({ ...baseHandlers, 'GET settings/pages/privacy-policy': { data: stored() } });
    renderRoute('/unauth/privacy-policy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How we handle your data' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Plainly put.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Retention' })).toBeInTheDocument();
    expect(screen.getByText('CVs are kept for two years').tagName).toBe('LI');
    expect(document.title).toBe('How we handle your data | Logistics Jobs');
  });

  it('falls back to the shipped text when the API fails', async () => {
    mockApi({
      ...baseHandlers,
      'GET settings/pages/terms-conditions': { status: 500, data: { message: 'down' } },
    });
    renderRoute('/unauth/terms-conditions');
    expect(
      await screen.findByRole('heading', { level: 1, name: PAGE_DEFAULTS['terms-conditions'].title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Acceptable use' })).toBeInTheDocument();
  });

  it('shows the pricing page plans with their price text', async () => {
    mockApi({
      ...baseHandlers,
      'GET settings/pages/pricing': {
        data: stored({
          slug: 'pricing',
          path: '/unauth/services/pricing',
          title: 'Pricing',
          body_html: '',
          plans: [
            {
              name: 'Starter',
              price: 'AED 500 a month',
              audience: 'One vacancy',
              features: ['One job'],
              highlighted: true,
            },
          ],
        }),
      },
    });
    renderRoute('/unauth/services/pricing');
    expect(await screen.findByRole('heading', { level: 2, name: 'Starter' })).toBeInTheDocument();
    expect(screen.getByText('AED 500 a month')).toBeInTheDocument();
    expect(screen.getByText('Most popular')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote for the Starter plan' })).toHaveAttribute(
      'href',
      '/unauth/contact-us',
    );
  });
});
