import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { ConsultantNotes } from './consultant-notes';

const note = (id: number, body: string) => ({
  id,
  body,
  author: { id: 9, name: 'Omar Haddad' },
  created_at: '2026-11-20T09:00:00Z',
});

afterEach(() => localStorage.clear());

describe('ConsultantNotes', () => {
  it('shows staff the notes and adds one', async () => {
    localStorage.setItem('token', 'tok');
    let notes = [note(1, 'Interviewed well; strong on SAP EWM.')];
    const { calls } = mockApi({
      'GET user/': { data: profileFor('ats', { permissions: ['candidates.feedback'] }) },
      'GET candidate/consultant-feedback/42': () => ({ data: { data: notes } }),
      'POST candidate/consultant-feedback/42': (config) => {
        const body = JSON.parse(String(config.data)) as { body: string };
        notes = [note(2, body.body), ...notes];
        return { status: 201, data: { data: notes[0], message: 'Note added.' } };
      },
    });
    renderWithRouter(<ConsultantNotes candidateId={42} />);
    expect(await screen.findByText('Interviewed well; strong on SAP EWM.')).toBeInTheDocument();
    expect(screen.getByText(/Omar Haddad/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Write the note')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText('Add a note'), 'Available from March.');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Available from March.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a note')).toHaveValue('');
  });

  it('shows nothing to a user without the permission', async () => {
    localStorage.setItem('token', 'tok');
    const { calls } = mockApi({ 'GET user/': { data: profileFor('employer') } });
    renderWithRouter(<ConsultantNotes candidateId={42} />);
    // Once the profile (and its permissions) has arrived, the section stays away.
    await waitFor(() => expect(calls.some((c) => c.url === 'user/')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Consultant notes' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('consultant-feedback'))).toBe(false);
  });
});
