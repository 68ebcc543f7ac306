import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { TaskDialog } from './task-dialog';

const options = {
  data: {
    time_zone: 'Asia/Dubai',
    team: [
      { id: 7, name: 'Omar Haddad' },
      { id: 9, name: 'Sara Ali' },
    ],
    me: 7,
    organisation: { id: 3, name: 'Gulf Freight Solutions LLC' },
  },
};
const subject = { type: 'candidate' as const, id: 42, label: 'Jose Garcia' };
const posts = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method === 'POST');

afterEach(() => localStorage.clear());

describe('task dialog', () => {
  it('asks for a title under its field and sends nothing', async () => {
    const { calls } = mockApi({ 'GET tasks/options': { data: options } });
    renderWithRouter(<TaskDialog task={null} subject={subject} onClose={() => {}} />);
    expect(await screen.findByText('Jose Garcia')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByLabelText('Title')).toHaveAccessibleDescription('Enter a title');
    expect(posts(calls)).toHaveLength(0);
  });

  it('adds a task on the candidate for the chosen team member, and shows a server field error', async () => {
    const onClose = vi.fn();
    let first = true;
    const { calls } = mockApi({
      'GET tasks/options': { data: options },
      'POST tasks/': () => {
        if (first) {
          first = false;
          return { status: 400, data: { message: { assignee_id: ['Choose a member of your team'] } } };
        }
        return { status: 201, data: { data: {}, message: 'Task added.' } };
      },
    });
    renderWithRouter(<TaskDialog task={null} subject={subject} onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText('Title'), 'Call Jose back');
    await userEvent.selectOptions(screen.getByLabelText('Assigned to'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByLabelText('Assigned to')).toHaveAccessibleDescription(
      'Choose a member of your team',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(posts(calls)[1]?.data))).toMatchObject({
      title: 'Call Jose back',
      due_time: '09:00',
      assignee_id: 9,
      subject_type: 'candidate',
      subject_id: 42,
    });
  });
});
