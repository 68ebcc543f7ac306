import type { ReportColumn, ReportResult, ReportRow } from '@portal/contract/reports';
import { clsx } from 'clsx';
import { useIntlTag } from '@/lib/intl/locale-context';
import { useT } from '../i18n';
import { formatCell, isNumeric, NO_FIGURE } from './format';
import { useReportText } from './report-text';

/** Rows beyond which the page's table scrolls in a box of its own. */
const LONG_TABLE = 20;

type CellProps = { row: ReportRow; column: ReportColumn; first: boolean; compact: boolean };

function Cell({ row, column, first, compact }: CellProps) {
  const t = useT();
  const words = useReportText();
  const tag = useIntlTag();
  const text = words.cell(formatCell(row[column.key], column.kind, tag));
  const className = clsx(
    'align-top',
    compact ? 'px-1 py-1' : 'px-3 py-2',
    isNumeric(column.kind) ? 'text-end tabular-nums whitespace-nowrap' : 'text-start',
    column.kind === 'date' && 'whitespace-nowrap',
    // The row's name (a job, a source) keeps room to read before the figures take the width.
    first ? clsx(compact ? 'min-w-20' : 'min-w-36', 'font-medium text-slate-900') : 'text-slate-800',
  );
  // "—" alone reads as nothing (or "em dash") to a screen reader: it says "no figure".
  const content =
    text === NO_FIGURE ? (
      <>
        <span aria-hidden>{NO_FIGURE}</span>
        <span className="sr-only">{t('table.noFigure')}</span>
      </>
    ) : (
      text
    );
  return first ? (
    <th scope="row" className={className}>
      {content}
    </th>
  ) : (
    <td className={className}>{content}</td>
  );
}

/**
 * A report's figures: one column per typed column, numbers on the right, the totals row at the foot.
 * It scrolls sideways inside its own box on a narrow screen (the page does not), and in print a row
 * is never cut across two pages.
 */
export function ReportTable({
  report,
  caption,
  compact = false,
}: {
  report: Pick<ReportResult, 'columns' | 'rows' | 'totals'>;
  caption: string;
  /** Smaller type and spacing: the print view fits ten columns in A4's width. */
  compact?: boolean;
}) {
  const t = useT();
  const words = useReportText();
  const { columns, rows, totals } = report;
  const [firstColumn] = columns;
  const long = !compact && rows.length > LONG_TABLE;
  const label = firstColumn ? totals?.[firstColumn.key] : undefined;
  const totalsRow: ReportRow | null =
    totals && firstColumn
      ? { ...totals, [firstColumn.key]: typeof label === 'string' && label ? label : t('table.total') }
      : null;
  // A box that scrolls sideways takes focus, so keyboard users can scroll it too; positioned, so the
  // cells' visually hidden words stay inside it rather than widen the page.
  const scroller = { role: 'region', tabIndex: 0, 'aria-label': t('table.region', { caption }) } as const;
  return (
    <div
      {...scroller}
      className={clsx(
        'relative overflow-x-auto print:max-h-none print:overflow-visible',
        // A long table (a year of days) scrolls in its own box under a header that stays; print has it all.
        long && 'max-h-[36rem] overflow-y-auto',
      )}
    >
      <table className={clsx('w-full border-collapse', compact ? 'text-[11px] leading-snug' : 'text-sm')}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr
            className={clsx('border-b border-slate-300 text-slate-600', long && 'sticky top-0 z-10 bg-white')}
          >
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={clsx(
                  'align-bottom font-semibold',
                  compact ? 'px-1 py-1' : 'px-3 py-2',
                  isNumeric(c.kind) ? 'text-end' : 'text-start',
                )}
              >
                {words.column(c.key, c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // A report's rows are one fixed list per answer; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={i} className="break-inside-avoid border-b border-slate-100">
              {columns.map((c, j) => (
                <Cell key={c.key} row={row} column={c} first={j === 0} compact={compact} />
              ))}
            </tr>
          ))}
        </tbody>
        {totalsRow ? (
          <tfoot>
            <tr className="break-inside-avoid border-t-2 border-slate-300 bg-slate-50 font-semibold">
              {columns.map((c, j) => (
                <Cell key={c.key} row={totalsRow} column={c} first={j === 0} compact={compact} />
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
