import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { useT } from '../i18n';
import { Figures } from './figures';

describe('salary figures in Arabic', () => {
  beforeAll(async () => {
    await useT.load();
  });

  it('writes the figures and their notes in Arabic', () => {
    render(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <Figures figures={{ median: 12000, q1: 9000, q3: 15000, postings: 42 }} />
      </LocaleContext>,
    );
    expect(screen.getByText('الوسيط')).toBeInTheDocument();
    expect(screen.getByText('12,000 درهم')).toBeInTheDocument();
    expect(screen.getByText('خلال آخر 12 شهرًا')).toBeInTheDocument();
  });
});
