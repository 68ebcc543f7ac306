import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

const preview = {
  subject: 'Reach Truck Driver for Farida',
  html: '<p>Dear Farida</p>',
  text: 'Dear Farida',
  candidate: { id: 7, name: 'Farida Haddad' },
  job: { id: 3, title: 'Reach Truck Driver' },
};

describe('management/email-template/create', () => {
  it('inserts merge tags, names an unknown tag, previews for a real candidate and saves', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('employer') },
      'POST template/email/preview': { data: { data: preview } },
      'POST template/email': { status: 201, data: { data: { id: 12 }, message: 'E-mail template saved.' } },
      'GET template/email/12': {
        data: {
          data: {
            id: 12,
            name: 'Opening',
            subject: 'x',
            body: '<p>x</p>',
            tags: [],
            created_at: '',
            updated_at: '',
          },
        },
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/management/email-template/create');
    await user.type(await screen.findByRole('textbox', { name: 'Template name' }), 'Opening');
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await user.type(subject, 'Hello {{{{candidate.frist_name}}');
    await user.click(await screen.findByRole('textbox', { name: 'Message' }));
    await user.paste('Dear candidate');
    expect(
      await screen.findByText('Unknown merge tag {{candidate.frist_name}}: fix it to see the preview.'),
    ).toBeInTheDocument();

    await user.clear(subject);
    await user.type(subject, 'Role for ');
    await user.click(screen.getByRole('button', { name: 'Candidate first name' }));
    await waitFor(() => expect(subject).toHaveValue('Role for {{candidate.first_name}}'));
    expect(await screen.findByText('For Farida Haddad · job: Reach Truck Driver')).toBeInTheDocument();
    expect(screen.getByTestId('preview-subject')).toHaveTextContent('Reach Truck Driver for Farida');

    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/email-template/view/12'));
    const post = calls.find((c) => c.method === 'POST' && c.url === 'template/email');
    expect(JSON.parse(String(post?.data))).toEqual({
      name: 'Opening',
      subject: 'Role for {{candidate.first_name}}',
      body: '<p dir="auto">Dear candidate</p>',
    });
  });
});
