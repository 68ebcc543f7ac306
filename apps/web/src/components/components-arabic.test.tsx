import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadArabic } from '@/lib/intl/catalog';
import { renderWithRouter } from '@/testing/render';
import { ApplicationStatusBadge } from './application-status/application-status-badge';
import { ChartFigure } from './charts/chart-figure';
import { PeriodPicker } from './charts/period-picker';
import { useT } from './i18n';
import { ConfirmDeleteButton } from './ui/confirm-delete-button';
import { Pagination } from './ui/pagination';
import { FileDrop } from './uploads/file-drop';

describe('the shared components in Arabic', () => {
  it('page, confirm, upload, chart and status read in Arabic', async () => {
    // The catalogues in, as an /ar page has them before it hydrates (the status badge reads lib/labels).
    await Promise.all([useT.load(), loadArabic(['lib/labels', 'lib'])]);
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <Pagination page={2} pageSize={10} total={25} onPage={vi.fn()} />
        <ConfirmDeleteButton
          title="حذف القالب؟"
          confirmLabel="حذف القالب"
          isPending={false}
          onDelete={vi.fn()}
        >
          لا يمكن التراجع.
        </ConfirmDeleteButton>
        <FileDrop
          label="رفع السيرة الذاتية"
          accept=".pdf"
          hint="PDF"
          progress={40}
          error={null}
          onFile={vi.fn()}
        />
        <ChartFigure title="الطلبات" rows={[]} columns={[]}>
          <div />
        </ChartFigure>
        <PeriodPicker value={30} onChange={vi.fn()} />
        <ApplicationStatusBadge status="shortlisted" />
      </>,
      '/',
      [],
      'ar',
    );
    const nav = await screen.findByRole('navigation', { name: 'التنقل بين الصفحات' });
    expect(nav).toHaveTextContent('11–20 من 25');
    expect(nav).toHaveTextContent('الصفحة 2 من 3');
    expect(screen.getByRole('button', { name: 'السابق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument();
    expect(screen.getByText(/جارٍ الرفع… 40/)).toBeInTheDocument();
    expect(screen.getByText('أو أفلت الملف هنا')).toBeInTheDocument();
    expect(screen.getByText('لا توجد بيانات لهذه الفترة.')).toBeInTheDocument();
    expect(screen.getByText('30 يومًا')).toBeInTheDocument();
    expect(screen.getByText('7 أيام')).toBeInTheDocument();
    expect(screen.getByText('في القائمة المختصرة')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'حذف' }));
    expect(await screen.findByRole('dialog', { name: 'حذف القالب؟' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });
});
