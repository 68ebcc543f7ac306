import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const basic = {
  id: 1,
  name: 'Basic',
  description: 'For small teams',
  limits: { active_jobs: 3, cv_views: 50, cv_downloads: 10, recruiter_emails: 20, users: 2 },
  client_count: 4,
};
const unused = { ...basic, id: 2, name: 'Trial', client_count: 0, limits: { ...basic.limits, users: null } };

function setUp() {
  localStorage.setItem('token', 'tok');
  return mockApi({
    ...baseHandlers,
    'GET user/': { data: profileFor('master_admin', { permissions: ['plans.manage'] }) },
    'GET plans/': { data: { data: [basic, unused] } },
    'POST plans/': {
      status: 201,
      data: { data: { ...unused, id: 3, name: 'Premium plus' }, message: 'Plan created.' },
    },
    'PATCH plans/1': { data: { data: basic, message: 'Plan saved.' } },
  });
}

describe('/admin-pannel/plans', () => {
  it("lists each plan's limits, and a plan in use cannot be deleted", async () => {
    setUp();
    renderRoute('/admin-pannel/plans');
    const card = (await screen.findByRole('heading', { name: 'Basic' })).closest('li') as HTMLElement;
    expect(within(card).getByText('CV views a month').nextSibling).toHaveTextContent('50');
    expect(within(card).getByText('4 organisations on it')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Basic' })).toBeDisabled();
    const trial = screen.getByRole('heading', { name: 'Trial' }).closest('li') as HTMLElement;
    expect(within(trial).getByText('Users').nextSibling).toHaveTextContent('Unlimited');
    expect(within(trial).getByRole('button', { name: 'Delete Trial' })).toBeEnabled();
  });

  it('defines a plan: empty limits are unlimited, a negative one is refused under its field', async () => {
    const { calls } = setUp();
    renderRoute('/admin-pannel/plans');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New plan' });
    await user.type(within(dialog).getByLabelText('Plan name'), 'Premium plus');
    await user.type(within(dialog).getByLabelText('Active jobs'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findByText('Active jobs cannot be negative')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Active jobs'));
    await user.type(within(dialog).getByLabelText('Active jobs'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    await screen.findByText('Plan created.');
    const post = calls.find((c) => c.method === 'POST' && c.url === 'plans/');
    expect(JSON.parse(String(post?.data))).toEqual({
      name: 'Premium plus',
      description: '',
      limits: { active_jobs: 25, cv_views: null, cv_downloads: null, recruiter_emails: null, users: null },
    });
  });

  it("edits a plan's limits", async () => {
    const { calls } = setUp();
    renderRoute('/admin-pannel/plans');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Basic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Basic' });
    const users = within(dialog).getByLabelText('Users');
    expect(users).toHaveValue(2);
    await user.clear(users);
    await user.type(users, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await screen.findByText('Plan saved.');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(JSON.parse(String(patch?.data)).limits.users).toBe(5);
  });
});
