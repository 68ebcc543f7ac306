import { REPORT_PAGE_ROWS } from '@portal/contract/reports';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../core/db/client';
import type { PermissionStore } from '../../platform/auth/permission-store';
import type { ReportDefinition } from './definition';
import { createReportService } from './service';

const scope = { clientId: 7, clientName: 'Gulf Freight', timeZone: 'Asia/Dubai' };
const rows = Array.from({ length: 150 }, (_, i) => ({ job: `Job ${i + 1}`, applied: 150 - i }));
const definition = (extra: Partial<ReportDefinition> = {}): ReportDefinition => ({
  id: 'funnel',
  run: async () => ({
    columns: [{ key: 'job', label: 'Job', kind: 'text' }],
    rows,
    totals: { job: 'Total', applied: 11_325 },
    chart: { kind: 'funnel', x: 'job', series: ['applied'] },
  }),
  ...extra,
});
// No filter names a job or member, so the service never reaches the database.
const service = createReportService({ db: {} as Db, permissions: {} as PermissionStore });

describe('how many rows a report page holds', () => {
  it('shows the first rows on the page and says how many there are', async () => {
    const page = await service.runForScope(scope, definition(), {});
    expect(page.rows).toHaveLength(REPORT_PAGE_ROWS);
    expect(page.rows[0]).toEqual(rows[0]);
    expect(page.rows_total).toBe(150);
    expect(page.totals).toEqual({ job: 'Total', applied: 11_325 });
  });

  it('gives the exports every row', async () => {
    const all = await service.runForScope(scope, definition(), {}, true);
    expect(all.rows).toHaveLength(150);
    expect(all.rows_total).toBe(150);
  });

  it('shows every day of a report whose rows are days', async () => {
    const days = await service.runForScope(scope, definition({ everyRowShown: true }), {});
    expect(days.rows).toHaveLength(150);
  });
});
