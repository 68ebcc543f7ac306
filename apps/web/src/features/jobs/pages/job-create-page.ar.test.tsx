import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { JobCreatePage } from './job-create-page';

describe('management/jobs/create in Arabic', () => {
  it('shows the job form in Arabic', async () => {
    await useT.load();
    localStorage.setItem('token', 'tok');
    mockApi({ ...baseHandlers, 'GET user/': { data: profileFor('employer') } });
    renderWithRouter(
      <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>
        <JobCreatePage />
      </LocaleContext>,
    );
    expect(await screen.findByRole('heading', { name: 'نشر وظيفة' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'المسمى الوظيفي' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'الدولة (الموقع 1)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'نوع التوظيف' })).toHaveDisplayValue('دوام كامل');
    expect(screen.getByRole('button', { name: 'حفظ كمسودة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حفظ ونشر' })).toBeInTheDocument();
  });
});
