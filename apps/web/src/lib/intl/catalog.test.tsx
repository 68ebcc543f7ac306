import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { compileCatalogue } from '../../../build/messages';
import { defineCatalog } from './catalog';

const en = compileCatalogue(
  { applied: 'Applied <time>{date}</time> for <b>{title}</b>' },
  'catalog.test',
) as Record<'applied', string>;
const useT = defineCatalog('testing/catalog-rich', en, () => Promise.resolve({ default: en }));

function Applied() {
  const t = useT();
  return (
    <p>
      {t.rich('applied', {
        date: '2 Dec',
        title: 'Forklift driver',
        time: (chunks) => <time dateTime="2026-12-02">{chunks}</time>,
        b: (chunks) => <strong>{chunks}</strong>,
      })}
    </p>
  );
}

afterEach(() => vi.restoreAllMocks());

it("renders a message's tags as the caller's elements, with no key warning from React", () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<Applied />);
  expect(screen.getByText('Forklift driver').tagName).toBe('STRONG');
  expect(screen.getByText('2 Dec').tagName).toBe('TIME');
  expect(screen.getByText(/^Applied/).textContent).toBe('Applied 2 Dec for Forklift driver');
  expect(errors.mock.calls.flat().join(' ')).not.toMatch(/unique "key"/);
});
