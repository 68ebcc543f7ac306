import { offerToday } from '@portal/contract/offers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { MakeOfferDialog } from './make-offer-dialog';
import { OfferTemplateDialog } from './offer-template-dialog';

const template = {
  id: 3,
  name: 'Standard offer',
  body: 'Dear {{candidate.name}}, we offer you {{offer.salary}}.',
  tags: ['candidate.name', 'offer.salary'],
  created_at: '2026-11-20T09:00:00Z',
  updated_at: '2026-11-20T09:00:00Z',
};
const posts = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method === 'POST');
const sent = (call: { data: unknown } | undefined) =>
  JSON.parse(String(call?.data)) as Record<string, unknown>;

afterEach(() => localStorage.clear());

describe('offer template form', () => {
  it('names each missing field under it and sends nothing', async () => {
    const { calls } = mockApi({});
    renderWithRouter(<OfferTemplateDialog template={null} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByLabelText('Template name')).toHaveAccessibleDescription(
      'Template name is required',
    );
    expect(screen.getByLabelText('Letter text')).toHaveAccessibleDescription('Letter text is required');
    // The first field in error takes the focus, as in the other forms.
    expect(screen.getByLabelText('Template name')).toHaveFocus();
    expect(posts(calls)).toHaveLength(0);
  });

  it('refuses an unknown merge tag, then saves the letter with a tag from the buttons', async () => {
    const onClose = vi.fn();
    const { calls } = mockApi({
      'POST offers/templates': { status: 201, data: { data: template } },
    });
    renderWithRouter(<OfferTemplateDialog template={null} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText('Template name'), 'Standard offer');
    const letter = screen.getByLabelText('Letter text');
    // `{{` types one brace: this is "Bonus: {{offer.bonus}}".
    await userEvent.type(letter, 'Bonus: {{{{offer.bonus}}');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(letter).toHaveAccessibleDescription('Unknown merge tag {{offer.bonus}}');
    expect(posts(calls)).toHaveLength(0);

    await userEvent.clear(letter);
    await userEvent.type(letter, 'We offer you ');
    await userEvent.click(screen.getByRole('button', { name: 'Salary' }));
    expect(letter).toHaveValue('We offer you {{offer.salary}}');
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent(posts(calls)[0])).toEqual({ name: 'Standard offer', body: 'We offer you {{offer.salary}}' });
  });

  it("shows the server's field message under its field", async () => {
    mockApi({
      'PATCH offers/templates/3': {
        status: 400,
        data: { message: { name: ['A template with this name already exists'] } },
      },
    });
    renderWithRouter(<OfferTemplateDialog template={template} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('A template with this name already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Template name')).toHaveAccessibleDescription(
      'A template with this name already exists',
    );
  });
});

describe('make offer form', () => {
  const templates = { data: [template], meta: { page: 1, page_size: 100, total: 1 } };

  it('asks for the salary and refuses a start date in the past, under each field', async () => {
    const { calls } = mockApi({ 'GET offers/templates': { data: templates } });
    renderWithRouter(<MakeOfferDialog applicationId={42} candidate="Ravi Kumar" open onClose={() => {}} />);
    const start = await screen.findByLabelText('Start date');
    fireEvent.change(start, { target: { value: '2020-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByLabelText('Salary')).toHaveAccessibleDescription('Enter the salary');
    expect(start).toHaveAccessibleDescription('The start date cannot be in the past');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the terms as numbers and shows a field the server refused', async () => {
    const onClose = vi.fn();
    const { calls } = mockApi({
      'GET offers/templates': { data: templates },
      'POST offers/application/42': {
        status: 400,
        data: { message: { salary_amount: ['The salary is too large'] } },
      },
    });
    renderWithRouter(<MakeOfferDialog applicationId={42} candidate="Ravi Kumar" open onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText('Salary'), '8500');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'SAR');
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByLabelText('Salary')).toHaveAccessibleDescription('The salary is too large');
    expect(onClose).not.toHaveBeenCalled();
    const body = sent(posts(calls)[0]);
    expect(body).toMatchObject({
      template_id: 3,
      salary_amount: 8500,
      currency: 'SAR',
      salary_period: 'MONTH',
    });
    expect(String(body.start_date) >= offerToday()).toBe(true);
  });
});
