import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { queryKeys } from './query-keys';
import { useApiMutation } from './use-api-mutation';

/** A saved-jobs count read through its key, and a button that writes. */
function Harness({ refreshOn }: { refreshOn?: 'success' | 'settled' }) {
  const saved = useQuery({
    queryKey: queryKeys.savedJobs.list(1),
    queryFn: async () => (await api.get<{ total: number }>('saved')).data.total,
  });
  const save = useApiMutation({
    mutationFn: async () => (await api.post<{ message?: string }>('save', {})).data,
    refresh: [queryKeys.savedJobs.all()],
    refreshOn,
    redirect: (reply) => (reply.message === 'Go' ? '/done' : '#'),
  });
  return (
    <>
      <p>Saved: {saved.data ?? '...'}</p>
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
    </>
  );
}

function serverWith(save: { status?: number; data: unknown }) {
  let total = 1;
  return mockApi({
    'GET saved': () => ({ data: { total } }),
    'POST save': () => {
      total += 1;
      return save;
    },
  });
}

describe('useApiMutation', () => {
  it("toasts the server's message and refreshes the queries under the named key", async () => {
    serverWith({ data: { message: 'Job saved.' } });
    renderWithRouter(<Harness />);
    expect(await screen.findByText('Saved: 1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job saved.')).toBeInTheDocument();
    expect(await screen.findByText('Saved: 2')).toBeInTheDocument();
  });

  it('navigates after the refresh when a redirect target is given, and stays on "#"', async () => {
    serverWith({ data: { message: 'Go' } });
    const { router } = renderWithRouter(<Harness />, '/', [{ path: '/done', element: <p>Done page</p> }]);
    await screen.findByText('Saved: 1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Done page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/done');
  });

  it('toasts an error and, by default, refreshes nothing after it', async () => {
    serverWith({ status: 409, data: { message: 'Already saved.' } });
    renderWithRouter(<Harness />);
    await screen.findByText('Saved: 1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Already saved.')).toBeInTheDocument();
    expect(screen.getByText('Saved: 1')).toBeInTheDocument();
  });

  it('refreshes after a failure too with refreshOn "settled"', async () => {
    serverWith({ status: 409, data: { message: 'Already saved.' } });
    renderWithRouter(<Harness refreshOn="settled" />);
    await screen.findByText('Saved: 1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Already saved.')).toBeInTheDocument();
    expect(await screen.findByText('Saved: 2')).toBeInTheDocument();
  });
});
