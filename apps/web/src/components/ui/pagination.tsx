import type { PageMeta } from '@portal/contract/envelope';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useFormat } from '@/lib/intl/format';
import { useT } from '../i18n';
import { Button } from './button';

type PaginationProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** A list response's pager: `meta` as the API sends it. */
export function ListPagination({ meta, onPage }: { meta: PageMeta; onPage: (page: number) => void }) {
  return <Pagination page={meta.page} pageSize={meta.page_size} total={meta.total} onPage={onPage} />;
}

export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const t = useT();
  const format = useFormat();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t('pagination.label')}
      className="flex items-center justify-between gap-3 px-1 py-3 text-sm text-slate-700"
    >
      <p>
        {t('pagination.range', {
          from: format.number(from),
          to: format.number(to),
          total: format.number(total),
        })}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          icon={<ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />}
        >
          {t('pagination.previous')}
        </Button>
        <span aria-current="page" className="hidden sm:inline">
          {t('pagination.page', { page: format.number(page), pages: format.number(pages) })}
        </span>
        <Button variant="ghost" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          {t('pagination.next')}
          <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Button>
      </div>
    </nav>
  );
}
