import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, type MockReply, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const handlers = (post: MockReply) => ({
  ...baseHandlers,
  'GET user/': { data: profileFor('employer') },
  'GET master/countries': {
    data: { data: [{ id: 1, name: 'United Arab Emirates', slug: 'united-arab-emirates', parent_id: null }] },
  },
  'GET master/states': { data: { data: [{ id: 3, name: 'Dubai', slug: 'dubai', parent_id: 1 }] } },
  'POST jobs/': post,
});

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Job title' }), 'Forklift Operator');
  // The description is a rich-text editor: jsdom cannot type into it key by key, so the text is pasted.
  await user.click(await screen.findByRole('textbox', { name: 'Description' }));
  await user.paste('Operate counterbalance forklifts in a busy Jebel Ali warehouse.');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country (location 1)' }), '1');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Emirate / state (location 1)' }), '3');
}

describe('management/jobs/create', () => {
  it('names the field in its messages: an empty title is required, a location must be chosen', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi(handlers({ status: 201, data: {} }));
    const user = userEvent.setup();
    renderRoute('/management/jobs/create');
    await screen.findByRole('textbox', { name: 'Job title' });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('textbox', { name: 'Job title' })).toHaveAccessibleDescription(
      'Job title is required',
    );
    expect(screen.getByRole('combobox', { name: 'Country (location 1)' })).toHaveAccessibleDescription(
      'Choose a country from the list',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    localStorage.setItem('token', 'tok');
    mockApi(handlers({ status: 201, data: {} }));
    const user = userEvent.setup();
    const { router } = renderRoute('/management/jobs/create');
    await user.type(await screen.findByRole('textbox', { name: 'Job title' }), 'Forklift Operator');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/management/jobs/create');
    expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveValue('Forklift Operator');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave and discard changes' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/jobs'));
  });

  it('shows the salary rule under the maximum salary and sends nothing', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi(handlers({ status: 201, data: {} }));
    const user = userEvent.setup();
    renderRoute('/management/jobs/create');
    await fillRequired(user);
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum salary' }), '9000');
    await user.type(screen.getByRole('spinbutton', { name: 'Maximum salary' }), '5000');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('spinbutton', { name: 'Maximum salary' })).toHaveAccessibleDescription(
      'Maximum salary must be at least the minimum',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('puts the server’s field errors under their inputs', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi(
      handlers({ status: 400, data: { message: { title: ['This title is already used by an open job'] } } }),
    );
    const user = userEvent.setup();
    renderRoute('/management/jobs/create');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Job title' })).toHaveAccessibleDescription(
        'This title is already used by an open job',
      ),
    );
    const post = calls.find((c) => c.method === 'POST');
    const body = JSON.parse(String(post?.data)) as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Forklift Operator',
      status: 'published',
      locations: [{ country_id: 1, state_id: 3, city_id: null }],
      salary_min: null,
      description: '<p dir="auto">Operate counterbalance forklifts in a busy Jebel Ali warehouse.</p>',
    });
  });
});

describe('management/jobs/create by portal staff', () => {
  it('asks which organisation the job is for and sends its id', async () => {
    localStorage.setItem('token', 'tok');
    const org = (id: number, name: string, type: string) => ({ id, name, type, status: 'active' });
    const { calls } = mockApi({
      ...handlers({ status: 201, data: { data: { id: 9 }, message: 'Job saved.' } }),
      'GET user/': { data: profileFor('master_admin', { permissions: ['clients.list', 'jobs.manage_all'] }) },
      'GET employers/': (config) => ({
        data: {
          data:
            config.params?.type === 'employer'
              ? [org(5, 'Gulf Freight Solutions LLC', 'employer')]
              : [org(6, 'Desert Bridge Logistics Recruitment', 'consultancy')],
          meta: { page: 1, page_size: 100, total: 1 },
        },
      }),
    });
    const user = userEvent.setup();
    renderRoute('/management/jobs/create');
    const organisation = await screen.findByRole('combobox', { name: 'Organisation' });
    await waitFor(() => expect(organisation).toHaveTextContent('Gulf Freight Solutions LLC'));
    await user.selectOptions(organisation, '5');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.data))).toMatchObject({ client_id: 5, title: 'Forklift Operator' });
  });
});
