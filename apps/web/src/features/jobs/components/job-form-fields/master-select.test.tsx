import { screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import type { JobFormShape } from './job-form-values';
import { MasterSelect } from './master-select';

function Form({ designation }: { designation: number | null }) {
  const form = useForm<JobFormShape>({ defaultValues: { designation_id: designation } as JobFormShape });
  return (
    <FormProvider {...form}>
      <MasterSelect name="designation_id" list="designations" label="Designation" />
    </FormProvider>
  );
}

const item = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), parent_id: null });

describe('the job form master-data select', () => {
  it("keeps a job's designation that staff have since deactivated, marked, instead of showing it blank", async () => {
    const { calls } = mockApi({
      'GET master/designations': (config) =>
        config.params?.ids === '9'
          ? { data: { data: [item(9, 'Stevedore')] } }
          : { data: { data: [item(1, 'Driver'), item(2, 'Storekeeper')] } },
    });
    renderWithRouter(<Form designation={9} />);
    const select = await screen.findByLabelText('Designation');
    await waitFor(() => expect(select).toHaveDisplayValue('Stevedore (no longer offered)'));
    expect(calls.filter((c) => c.url === 'master/designations')).toHaveLength(2);
  });

  it('asks for nothing more when the value is still offered', async () => {
    const { calls } = mockApi({
      'GET master/designations': { data: { data: [item(1, 'Driver'), item(2, 'Storekeeper')] } },
    });
    renderWithRouter(<Form designation={2} />);
    const select = await screen.findByLabelText('Designation');
    await waitFor(() => expect(select).toHaveDisplayValue('Storekeeper'));
    expect(screen.queryByRole('option', { name: /no longer offered/ })).toBeNull();
    expect(calls.filter((c) => c.url === 'master/designations')).toHaveLength(1);
  });
});
