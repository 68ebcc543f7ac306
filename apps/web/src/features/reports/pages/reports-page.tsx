import { REPORT_INFO } from '@portal/contract/reports';
import { useLocation } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { useIntlTag } from '@/lib/intl/locale-context';
import { errorMessages } from '@/lib/toasts';
import { useReport, useReportCatalogue } from '../api/reports';
import { formatPeriod } from '../components/format';
import { ReportActions } from '../components/report-actions';
import { ReportFilters } from '../components/report-filters';
import { printHref } from '../components/report-links';
import { useReportText } from '../components/report-text';
import { ReportView } from '../components/report-view';
import { periodError, todayIn, toFilters, useReportUrl } from '../components/use-report-filters';
import { WeeklyMailSwitch } from '../components/weekly-mail-switch';
import { useT } from '../i18n';

const PANEL = 'report-panel';
const FALLBACK_ZONE = 'Asia/Dubai';

/**
 * /management/reports and /admin-pannel/reports: every report the catalogue offers, one at a time
 * (tabs), with the filters, exports, print view and the weekly mail's opt-in. The report and its
 * filters live in the URL, so a link shows the same figures and the back button undoes a change.
 */
export function ReportsPage() {
  const t = useT();
  const text = useReportText();
  const tag = useIntlTag();
  const { pathname } = useLocation();
  const [url, setUrl] = useReportUrl();
  const catalogue = useReportCatalogue(url.org);
  const cat = catalogue.data;
  const today = todayIn(cat?.time_zone ?? FALLBACK_ZONE);
  const reports = cat?.reports ?? [];
  const reportId = reports.find((r) => r.id === url.report)?.id ?? reports[0]?.id;
  const filters = toFilters(url, today);
  const invalid =
    url.period === 'custom' ? periodError({ from: filters.from ?? '', to: filters.to ?? '' }, t) : undefined;
  const report = useReport(cat && !invalid ? reportId : undefined, filters);
  const shown = report.data && report.data.id === reportId ? report.data : undefined;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <ReportActions
            report={reportId}
            filters={filters}
            printHref={reportId ? printHref(pathname, reportId, filters) : ''}
            disabled={!shown || Boolean(invalid)}
          />
        }
      />
      {catalogue.isLoading ? (
        <Loading />
      ) : !cat ? (
        <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
          {t('page.failed')}
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <ReportFilters
              url={url}
              onChange={setUrl}
              catalogue={cat}
              today={today}
              organisationId={url.org ?? shown?.organisation.id}
              periodError={invalid}
            />
            <div className="border-t border-slate-200 pt-4">
              <WeeklyMailSwitch timeZone={cat.time_zone} />
            </div>
          </div>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white shadow-sm">
            <div className="px-2 pt-2 sm:px-4">
              <Tabs
                label={t('page.title')}
                panelId={PANEL}
                value={reportId ?? 'funnel'}
                onChange={(report) => setUrl({ report })}
                items={reports.map((r) => ({ value: r.id, label: text.title(r.id, r.title) }))}
              />
            </div>
            <div id={PANEL} role="tabpanel" aria-busy={report.isFetching} className="p-4 sm:p-6">
              {reportId ? (
                <div className="mb-5">
                  <h2 className="text-lg font-semibold text-slate-900">
                    {text.title(reportId, shown?.title ?? REPORT_INFO[reportId].title)}
                  </h2>
                  <p className="text-sm text-slate-600">
                    {text.description(reportId, shown?.description ?? REPORT_INFO[reportId].description)}
                  </p>
                  {shown ? (
                    <p className="mt-1 text-sm text-slate-700" data-testid="report-meta">
                      {t('page.meta', {
                        organisation: shown.organisation.name,
                        period: formatPeriod(shown.period.from, shown.period.to, tag),
                        zone: shown.period.time_zone,
                      })}
                    </p>
                  ) : null}
                </div>
              ) : null}
              {!reportId ? (
                <p className="py-10 text-center text-slate-600">{t('page.none')}</p>
              ) : invalid ? (
                <p role="alert" className="py-10 text-center text-red-700">
                  {invalid}.
                </p>
              ) : report.isError ? (
                <p role="alert" className="py-10 text-center text-slate-700">
                  {errorMessages(report.error).join(' ') || t('page.reportFailed')}
                </p>
              ) : !shown ? (
                <Loading className="flex items-center justify-center gap-2 py-16 text-slate-600" />
              ) : (
                <div className={report.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                  <ReportView report={shown} />
                </div>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
