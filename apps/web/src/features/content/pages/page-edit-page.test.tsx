import { PAGE_DEFAULTS } from '@portal/contract/page-defaults';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const managed = {
  slug: 'about-us',
  path: '/unauth/about-us',
  ...PAGE_DEFAULTS['about-us'],
  updated_at: '2026-11-20T09:30:00.000Z',
  updated_by: 'Aisha Khan',
  revisions: 1,
  is_default: false,
};
const revision = {
  id: 4,
  slug: 'about-us',
  author: 'Aisha Khan',
  created_at: '2026-11-20T09:30:00.000Z',
  restored_from: null,
  changed: ['title'],
  title: 'About the team',
  before: PAGE_DEFAULTS['about-us'],
  after: { ...PAGE_DEFAULTS['about-us'], title: 'About the team' },
};

function staff(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem('token', 'tok');
  return mockApi({
    ...baseHandlers,
    'GET user/': { data: profileFor('master_admin', { permissions: ['pages.manage'] }) },
    'GET settings/pages/about-us/manage': { data: { data: managed } },
    'GET settings/pages/about-us/history': {
      data: { data: [revision], meta: { page: 1, page_size: 10, total: 1 } },
    },
    'GET settings/pages/about-us/history/4': { data: { data: revision } },
    ...handlers,
  });
}

describe('/admin-pannel/pages/{slug}', () => {
  it('previews the unsaved text and saves it', async () => {
    const { calls } = staff({
      'PATCH settings/pages/about-us': {
        data: { data: { ...managed, title: 'Who we are' }, message: 'Page saved.' },
      },
    });
    renderRoute('/admin-pannel/pages/about-us');
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Who we are');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    // The tab is in the URL: a navigation to a route with parameters, which the router first offers
    // to the signed-in areas' patcher (app/area-routes.ts), so the panel changes a moment later.
    await waitFor(() =>
      expect(
        within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2, name: 'Who we are' }),
      ).toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(JSON.parse(String(patch?.data))).toMatchObject({ title: 'Who we are' });
    expect(JSON.parse(String(patch?.data))).not.toHaveProperty('plans');
  });

  it('refuses Arabic text without an Arabic title, then sends the Arabic version', async () => {
    const { calls } = staff({
      'PATCH settings/pages/about-us': { data: { data: managed, message: 'Page saved.' } },
    });
    renderRoute('/admin-pannel/pages/about-us');
    const user = userEvent.setup();
    const intro = await screen.findByLabelText('Introduction in Arabic');
    expect(intro).toHaveAttribute('dir', 'rtl');
    await user.type(intro, 'شركة توظيف في دبي.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Give the Arabic title to go with the Arabic text')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.type(screen.getByLabelText('Title in Arabic'), 'من نحن');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.method === 'PATCH')?.data))).toMatchObject({
      title_ar: 'من نحن',
      intro_ar: 'شركة توظيف في دبي.',
      meta_description_ar: null,
      body_ar: null,
    });
  });

  it("adds the pricing page's plan cards in Arabic, under the Arabic title", async () => {
    const pricing = {
      ...managed,
      slug: 'pricing',
      path: '/unauth/services/pricing',
      ...PAGE_DEFAULTS.pricing,
      title_ar: 'الأسعار',
      plans_ar: null,
    };
    const { calls } = staff({
      'GET settings/pages/pricing/manage': { data: { data: pricing } },
      'GET settings/pages/pricing/history': {
        data: { data: [], meta: { page: 1, page_size: 10, total: 0 } },
      },
      'PATCH settings/pages/pricing': { data: { data: pricing, message: 'Page saved.' } },
    });
    renderRoute('/admin-pannel/pages/pricing');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add an Arabic plan card' }));
    const name = screen.getByLabelText('Plan 1 name in Arabic');
    expect(name).toHaveAttribute('dir', 'rtl');
    await user.type(name, 'الأساسية');
    await user.type(screen.getByLabelText('Plan 1 price in Arabic'), 'السعر عند الطلب');
    await user.type(screen.getByLabelText('Plan 1 features in Arabic'), 'دعم عبر البريد الإلكتروني');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const sent = JSON.parse(String(calls.find((c) => c.method === 'PATCH')?.data));
    expect(sent.plans_ar).toEqual([
      {
        name: 'الأساسية',
        price: 'السعر عند الطلب',
        audience: '',
        features: ['دعم عبر البريد الإلكتروني'],
        highlighted: false,
      },
    ]);
    expect(sent.plans).toEqual(PAGE_DEFAULTS.pricing.plans);
  });

  it('shows a field error the server sends under its input', async () => {
    staff({
      'PATCH settings/pages/about-us': {
        status: 400,
        data: { message: { meta_description: ['Meta description must have at least 20 characters'] } },
      },
    });
    renderRoute('/admin-pannel/pages/about-us');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Meta description must have at least 20 characters')).toBeInTheDocument();
  });

  it('views a revision and restores it after confirming', async () => {
    const { calls } = staff({
      'POST settings/pages/about-us/history/4/restore': {
        data: { data: managed, message: 'Earlier text restored.' },
      },
    });
    renderRoute('/admin-pannel/pages/about-us?tab=history');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View revision #4' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('region', { name: 'After' })).toHaveTextContent('About the team');
    await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore this version?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  });

  it('answers an unknown page with the not-found content', async () => {
    staff();
    renderRoute('/admin-pannel/pages/no-such-page');
    expect(await screen.findByText('404 - Page Not Found')).toBeInTheDocument();
  });
});
