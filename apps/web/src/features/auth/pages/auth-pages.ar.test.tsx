import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { baseHandlers, mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

const ar = (ui: ReactNode) => <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>;

describe('the sign-in and sign-up pages in Arabic', () => {
  beforeAll(async () => {
    await useT.load();
  });

  it('signs a candidate in in Arabic: heading, fields, button and links', async () => {
    mockApi(baseHandlers);
    renderWithRouter(ar(<SignInPage />), '/auth/candidate/sign-in');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'تسجيل دخول الباحثين عن عمل' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة المرور')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'أنشئ حسابًا' })).toBeInTheDocument();
    expect(screen.getByText('وظيفتك القادمة في الخدمات اللوجستية تبدأ من هنا')).toBeInTheDocument();
  });

  it('offers the candidate sign-up in Arabic', async () => {
    mockApi(baseHandlers);
    renderWithRouter(ar(<SignUpPage />), '/auth/candidate/sign-up');
    expect(await screen.findByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeInTheDocument();
    expect(screen.getByLabelText('الاسم الأول')).toBeInTheDocument();
    expect(screen.getByLabelText('تأكيد كلمة المرور')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إنشاء حساب' })).toBeInTheDocument();
  });
});
