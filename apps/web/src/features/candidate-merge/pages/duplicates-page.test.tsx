import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

beforeEach(() => localStorage.setItem('token', 'tok'));

const side = (id: number, email: string) => ({
  id,
  first_name: 'Rajesh',
  last_name: 'Pillai',
  email,
  phone: '+971501001037',
});
const a = side(17, 'cv-demo-1@demo.example.com');
const b = side(33, 'rajesh.pillai.personal@demo.example.com');
const moves = {
  applications: 1,
  notes: 1,
  folder_entries: 0,
  views: 0,
  files: 0,
  cvs: 0,
  cover_letters: 0,
  consents: 0,
  saved_jobs: 0,
  job_alerts: 0,
  client_cv_shares: 0,
  profile_sections: 1,
};
const preview = (survivor: typeof a, duplicate: typeof a) => ({
  survivor,
  duplicate,
  moves,
  fills: ['Languages'],
  clashes: [{ kind: 'applications', label: 'Customs Broker (job 12)' }],
});

describe('/admin-pannel/candidates/duplicates', () => {
  it('lists the pairs with why, previews the chosen survivor and merges after confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin', { permissions: ['candidates.merge'] }) },
      'GET candidate-merge/duplicates': { data: { data: [{ a, b, matched_on: ['phone'] }] } },
      'GET candidate-merge/preview': (req) => ({
        data: { data: req.params?.survivor_id === 17 ? preview(a, b) : preview(b, a) },
      }),
      'POST candidate-merge': {
        data: { data: { ...preview(a, b), merged_at: '2026-11-29T00:00:00Z' }, message: 'Merged.' },
      },
    });
    renderRoute('/admin-pannel/candidates/duplicates');
    const list = await screen.findByRole('list', { name: 'Likely duplicates' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByText('Same phone')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Merge Rajesh Pillai (#17 and #33)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Merge these candidates?' });
    expect(await within(dialog).findByText('Moves from #33 to #17:')).toBeInTheDocument();
    expect(within(dialog).getByText('Customs Broker (job 12)')).toBeInTheDocument();
    expect(within(dialog).getByText(/Languages/)).toBeInTheDocument();
    // Choosing the other record asks again for that direction.
    await user.click(within(dialog).getByRole('radio', { name: /Keep #33/ }));
    expect(await within(dialog).findByText('Moves from #17 to #33:')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Keep #17/ }));
    await user.click(await within(dialog).findByRole('button', { name: 'Merge into #17' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const merge = calls.find((c) => c.method === 'POST' && c.url === 'candidate-merge');
    expect(JSON.parse(String(merge?.data))).toEqual({ survivor_id: 17, duplicate_id: 33 });
  });

  it('says so when there is nothing to merge', async () => {
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('master_admin', { permissions: ['candidates.merge'] }) },
      'GET candidate-merge/duplicates': { data: { data: [] } },
    });
    renderRoute('/admin-pannel/candidates/duplicates');
    expect(await screen.findByText('No likely duplicates')).toBeInTheDocument();
  });
});
