import { REPORT_INFO } from '@portal/contract/reports';
import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { useIntlTag } from '@/lib/intl/locale-context';
import { errorMessages } from '@/lib/toasts';
import { browserTimeZone } from '@/lib/zoned-time';
import { useReport, useReportCatalogue } from '../api/reports';
import { formatDay, formatPeriod } from '../components/format';
import { ReportChart } from '../components/report-chart';
import { reportPaths } from '../components/report-links';
import { ReportTable } from '../components/report-table';
import { EMPTY_KEY, useReportText } from '../components/report-text';
import { isEmptyReport, reportCaption } from '../components/report-view';
import { todayIn, toFilters, useReportUrl, writeReportUrl } from '../components/use-report-filters';
import { useT } from '../i18n';

/**
 * The printable page of one report (bare: no header, menu or footer; app/layouts/shell.tsx): the
 * organisation, the title, the period and filters, the chart and the table, laid out at A4's width
 * on screen too so the chart is drawn at the size it prints. The browser's print dialog opens once
 * the figures are there; A4 and the margins come from index.css's print rules.
 */
export function ReportPrintPage() {
  const t = useT();
  const text = useReportText();
  const tag = useIntlTag();
  const { pathname } = useLocation();
  const [url] = useReportUrl();
  const id = url.report ?? 'funnel';
  const today = todayIn(browserTimeZone());
  const filters = toFilters(url, today);
  const catalogue = useReportCatalogue(url.org);
  const report = useReport(id, filters);
  const data = report.data;
  const printed = useRef(false);
  useEffect(() => {
    if (!data || printed.current) return;
    printed.current = true;
    // After the chart's first layout (it measures its box once mounted).
    const timer = setTimeout(() => window.print(), 400);
    return () => clearTimeout(timer);
  }, [data]);
  const back = `${reportPaths(pathname).page}?${writeReportUrl({ ...url, report: id })}`;
  const job = catalogue.data?.jobs.find((j) => j.id === url.job)?.title;
  const member = catalogue.data?.members.find((m) => m.id === url.member)?.name;
  return (
    <div
      // A4's width less index.css's 14 mm margins, on screen as in print, so the chart is drawn at the
      // size it prints (it does not re-measure for the print); a tooltip left by the pointer stays off paper.
      className="report-print mx-auto w-full max-w-[182mm] px-4 py-6 text-slate-900 print:px-0 print:py-0 print:[&_.recharts-tooltip-cursor]:hidden print:[&_.recharts-tooltip-wrapper]:hidden"
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={back}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t('print.back')}
        </Link>
        <Button
          size="sm"
          icon={<Printer aria-hidden className="size-4" />}
          onClick={() => window.print()}
          disabled={!data}
        >
          {t('print.print')}
        </Button>
      </div>
      <div className="border-b border-slate-300 pb-3">
        {data ? <p className="text-sm font-semibold text-slate-700">{data.organisation.name}</p> : null}
        <h1 className="text-2xl font-bold tracking-tight">
          {text.title(id, data?.title ?? REPORT_INFO[id].title)}
        </h1>
        {data ? (
          <p className="mt-1 text-sm text-slate-700">
            {formatPeriod(data.period.from, data.period.to, tag)} ({data.period.time_zone})
            {job ? ` · ${t('print.job', { job })}` : ''}
            {member ? ` · ${t('print.member', { member })}` : ''}
          </p>
        ) : null}
        <p className="mt-1 text-sm text-slate-600">
          {text.description(id, data?.description ?? REPORT_INFO[id].description)}
        </p>
      </div>
      {report.isLoading ? (
        <Loading className="flex items-center gap-2 py-10 text-slate-600" />
      ) : !data ? (
        <p role="alert" className="py-10 text-slate-700">
          {errorMessages(report.error).join(' ') || t('page.reportFailed')}
        </p>
      ) : isEmptyReport(data) ? (
        <p className="py-10 text-slate-700">{t(EMPTY_KEY[data.id])}</p>
      ) : (
        <div className="mt-5 flex flex-col gap-6">
          <div className="break-inside-avoid">
            <ReportChart report={data} />
          </div>
          <ReportTable report={data} caption={reportCaption(data, text, tag)} compact />
        </div>
      )}
      <p className="mt-6 text-xs text-slate-500">
        {t('print.printed', { date: formatDay(today, true, tag) })}
      </p>
    </div>
  );
}
