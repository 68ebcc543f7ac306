import { Table2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { latinOnly } from '@/lib/intl/bilingual';
import { useT } from '../i18n';

export type ChartColumn<Row> = {
  key: keyof Row & string;
  label: string;
  /** The label is a person's name, kept as written in every language (translate="no"). */
  properName?: boolean;
  /** How a cell reads; defaults to the value as text. */
  format?: (value: Row[keyof Row], row: Row) => ReactNode;
};

export type ChartFigureProps<Row> = {
  title: string;
  description?: ReactNode;
  /** The figures the chart draws: the same rows become the table. */
  rows: Row[];
  columns: ChartColumn<Row>[];
  /** Shown instead of the chart and the table when there are no rows. */
  empty?: ReactNode;
  /** The drawing (a recharts chart). Hidden from assistive technology: the table carries the figures. */
  children: ReactNode;
  /** Height of the drawing in px. */
  height?: number;
};

/**
 * A chart with its figures as a table. The SVG drawing is `aria-hidden`; the table is always in
 * the page for screen readers (visually hidden until "Show as table" is pressed), so every chart
 * is readable without seeing it.
 */
export function ChartFigure<Row extends Record<string, unknown>>({
  title,
  description,
  rows,
  columns,
  empty,
  children,
  height = 240,
}: ChartFigureProps<Row>) {
  const [showTable, setShowTable] = useState(false);
  const t = useT();
  const tableId = useId();
  const headingId = useId();
  return (
    <figure
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="text-sm text-slate-600">{description}</p> : null}
        </div>
        {rows.length > 0 ? (
          <button
            type="button"
            aria-controls={tableId}
            aria-expanded={showTable}
            onClick={() => setShowTable((v) => !v)}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-primary-800 hover:bg-primary-50"
          >
            <Table2 aria-hidden className="size-4" />
            {showTable ? t('chart.showChart') : t('chart.showTable')}
          </button>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">
          {empty ?? t('chart.empty')}
        </p>
      ) : (
        <>
          {showTable ? null : (
            <div aria-hidden className="mt-4 w-full" style={{ height }} data-testid="chart-drawing">
              {children}
            </div>
          )}
          {/* When shown it may scroll, so it takes focus: keyboard users can scroll it too. */}
          <div
            id={tableId}
            className={showTable ? 'mt-4 max-h-96 overflow-auto' : 'sr-only'}
            {...(showTable
              ? { tabIndex: 0, role: 'region', 'aria-label': t('chart.asTable', { title }) }
              : {})}
          >
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  {columns.map((c) => (
                    <th
                      key={c.key}
                      scope="col"
                      className="py-2 pe-4 font-medium"
                      translate={c.properName ? 'no' : undefined}
                    >
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  // Rows are a fixed series for one render; their order is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <tr key={i} className="border-b border-slate-100 last:border-0">
                    {columns.map((c, j) =>
                      j === 0 ? (
                        <RowHeader
                          key={c.key}
                          text={c.format ? c.format(row[c.key], row) : String(row[c.key] ?? '')}
                        />
                      ) : (
                        <td key={c.key} className="py-2 pe-4 tabular-nums text-slate-800">
                          {c.format ? c.format(row[c.key], row) : String(row[c.key] ?? '')}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}

/** A row's name: a job written only in English is marked so on an Arabic page. */
function RowHeader({ text }: { text: ReactNode }) {
  return (
    <th
      scope="row"
      className="py-2 pe-4 font-medium text-slate-900"
      lang={typeof text === 'string' && latinOnly(text) ? 'en' : undefined}
    >
      {text}
    </th>
  );
}
