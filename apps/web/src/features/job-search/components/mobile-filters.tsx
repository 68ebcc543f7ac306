import { SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/features/job-search/i18n';

type MobileFiltersProps = { total: number | undefined; active: number; children: ReactNode };

/** Under 768 px the filters open in a sheet; its button shows the live result count. */
export function MobileFilters({ total, active, children }: MobileFiltersProps) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <div className="md:hidden">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        icon={<SlidersHorizontal aria-hidden className="size-4" />}
      >
        {active ? t('mobile.filtersActive', { active }) : t('mobile.filters')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        label={t('mobile.filters')}
        className="flex max-h-[calc(100dvh-2rem)] flex-col p-0"
      >
        <button
          type="button"
          aria-label={t('mobile.close')}
          onClick={() => setOpen(false)}
          className="absolute top-3 end-3 z-10 rounded-full p-1.5 text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden className="size-5" />
        </button>
        <div className="overflow-y-auto px-5 pt-4 pb-2">{children}</div>
        <div className="border-t border-slate-200 p-4">
          <Button className="w-full" onClick={() => setOpen(false)}>
            {total === undefined ? t('mobile.showJobs') : t('mobile.showCount', { count: total })}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
