import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { MailPreferences } from './mail-preferences';

const ar = (ui: ReactNode) => <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>;

describe('mail preferences in Arabic', () => {
  beforeAll(async () => {
    await useT.load();
  });

  it('names each kind of mail and the mails always sent in Arabic', async () => {
    mockApi({
      'GET candidate/mail-preferences': {
        data: { data: { application_status: true, job_alerts: true, weekly_news: false } },
      },
    });
    renderWithRouter(ar(<MailPreferences />));
    expect(await screen.findByRole('switch', { name: /تحديثات حالة الطلبات/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /نشرة الوظائف الأسبوعية/ })).not.toBeChecked();
    expect(screen.getByRole('list', { name: 'تُرسل دائمًا' })).toBeInTheDocument();
  });
});
