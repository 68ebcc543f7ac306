import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { EmailTemplateCreatePage } from './email-template-create-page';

const ar = (ui: React.ReactNode) => (
  <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>
);

describe('the e-mail template form in Arabic', () => {
  it('reads in Arabic', async () => {
    await useT.load();
    localStorage.setItem('token', 'tok');
    mockApi({ ...baseHandlers, 'GET user/': { data: profileFor('employer') } });
    renderWithRouter(ar(<EmailTemplateCreatePage />));
    expect(await screen.findByRole('heading', { name: 'إنشاء قالب بريد إلكتروني' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'اسم القالب' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'إدراج وسم دمج' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اسم المرشح الأول' })).toBeInTheDocument();
    expect(screen.getByText('اكتب موضوعًا ورسالة لترى المعاينة.')).toBeInTheDocument();
  });
});
