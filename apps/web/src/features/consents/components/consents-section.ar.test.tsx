import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/intl/locale-context';
import { mockApi } from '@/testing/mock-api';
import { renderWithRouter } from '@/testing/render';
import { useT } from '../i18n';
import { ConsentsSection } from './consents-section';

const ar = (ui: ReactNode) => <LocaleContext value={{ locale: 'ar', digits: 'latn' }}>{ui}</LocaleContext>;
const at = '2026-03-02T08:00:00.000Z';

describe('consents in Arabic', () => {
  beforeAll(async () => {
    await useT.load();
  });

  it('says what was agreed, how and the version, in Arabic', async () => {
    mockApi({
      'GET candidate/consents': {
        data: {
          data: {
            current: [
              {
                kind: 'cv_database',
                granted: true,
                record: { kind: 'cv_database', granted: true, source: 'sign_up', version: '2026-01', at },
                withdrawable: true,
              },
            ],
            history: [],
          },
        },
      },
    });
    renderWithRouter(ar(<ConsentsSection />));
    const list = await screen.findByRole('list', { name: 'موافقاتك' });
    expect(list).toHaveTextContent('الظهور في قاعدة بيانات السير الذاتية: موافَق عليه');
    expect(list).toHaveTextContent('نموذج التسجيل · الإصدار 2026-01');
    expect(
      screen.getByRole('button', { name: 'سحب الموافقة: الظهور في قاعدة بيانات السير الذاتية' }),
    ).toBeInTheDocument();
  });
});
