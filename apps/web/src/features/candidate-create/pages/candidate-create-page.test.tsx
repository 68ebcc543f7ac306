import { CV_UNREADABLE_MESSAGE } from '@portal/contract/cv-parsing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

beforeEach(() => localStorage.setItem('token', 'tok'));

const staff = { data: profileFor('master_admin', { permissions: ['candidates.create'] }) };

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First name'), 'Noura');
  await user.type(screen.getByLabelText('Last name'), 'Haddad');
  await user.type(screen.getByLabelText('E-mail'), 'noura@example.com');
  await user.type(screen.getByLabelText('Phone'), '+971 55 123 4567');
}

describe('admin-pannel/create/candidates', () => {
  it('offers the existing candidate instead of adding a duplicate', async () => {
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': staff,
      'GET candidate/candidates-create/match': {
        data: {
          data: [{ id: 42, first_name: 'Noura', last_name: 'Haddad', matched_on: ['email'], listed: true }],
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin-pannel/create/candidates');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Add candidate' }));
    expect(
      await screen.findByRole('heading', { name: 'This candidate is already in the database' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Noura Haddad' })).toHaveAttribute(
      'href',
      '/management/cv-search/view/42',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds a new candidate with the chosen desired job and says they were invited', async () => {
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': staff,
      'GET candidate/candidates-create/match': { data: { data: [] } },
      'POST candidate/candidates-create': {
        status: 201,
        data: {
          data: {
            id: 50,
            first_name: 'Noura',
            last_name: 'Haddad',
            email: 'noura@example.com',
            has_cv: false,
          },
          message: 'Noura Haddad was added and invited by e-mail.',
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin-pannel/create/candidates');
    await fill(user);
    const select = screen.getByRole('combobox', { name: 'Desired job' });
    await waitFor(() => expect(select.querySelectorAll('option').length).toBeGreaterThan(1));
    const option = select.querySelectorAll('option')[1] as HTMLOptionElement;
    await user.selectOptions(select, option.value);
    await user.click(screen.getByRole('button', { name: 'Add candidate' }));
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'Noura Haddad was added and invited by e-mail.',
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.data).toBeInstanceOf(FormData);
    const sent = post?.data as FormData;
    expect(sent.get('email')).toBe('noura@example.com');
    expect(sent.get('desired_designation_id')).toBe(option.value);
  });

  it('shows what the form gets wrong before asking the server', async () => {
    const { calls } = mockApi({ ...baseHandlers, 'GET user/': staff });
    const user = userEvent.setup();
    renderRoute('/admin-pannel/create/candidates');
    await user.type(await screen.findByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add candidate' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('candidate/'))).toBe(false);
  });

  it('fills the form from an uploaded CV, keeps what was typed, and sends the CV with the candidate', async () => {
    const parsed = {
      first_name: 'Omar',
      last_name: 'Farouk',
      email: 'omar.farouk@example.com',
      phone: '+971501112233',
      current_location: null,
      headline: null,
      total_experience_years: 8,
      employments: [],
      educations: [],
      skills: [],
      certifications: [],
      languages: [],
    };
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': staff,
      'POST candidate/candidates-create/parse-cv': { data: { data: parsed } },
      'GET candidate/candidates-create/match': { data: { data: [] } },
      'POST candidate/candidates-create': {
        status: 201,
        data: {
          data: { id: 51, ...parsed, has_cv: true },
          message: 'Omar Farouk was added and invited by e-mail.',
        },
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin-pannel/create/candidates');
    await user.type(await screen.findByLabelText('Phone'), '+971 55 000 1111');
    const cv = new File(['%PDF-1.4'], 'omar.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/^CV/), cv);
    expect(await screen.findByText(/Filled 3 fields from the CV/)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Omar');
    expect(screen.getByLabelText('E-mail')).toHaveValue('omar.farouk@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('+971 55 000 1111');
    await user.click(screen.getByRole('button', { name: 'Add candidate' }));
    await screen.findByText('Omar Farouk was added and invited by e-mail.');
    const sent = calls.find((c) => c.method === 'POST' && c.url === 'candidate/candidates-create')
      ?.data as FormData;
    expect(sent.get('last_name')).toBe('Farouk');
    expect(sent.get('file')).toBeInstanceOf(File);
  });

  it('says when a CV cannot be read and leaves the form to fill by hand', async () => {
    mockApi({
      ...baseHandlers,
      'GET user/': staff,
      'POST candidate/candidates-create/parse-cv': { status: 422, data: { message: CV_UNREADABLE_MESSAGE } },
    });
    const user = userEvent.setup();
    renderRoute('/admin-pannel/create/candidates');
    await user.upload(
      await screen.findByLabelText(/^CV/),
      new File(['x'], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(CV_UNREADABLE_MESSAGE);
    await user.type(screen.getByLabelText('First name'), 'Noura');
    expect(screen.getByLabelText('First name')).toHaveValue('Noura');
  });
});
