import { SAVED_SEARCH_ALERTS, type SavedSearchAlert } from '@portal/contract/cv-saved-searches';
import { Bookmark } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { errorMessages } from '@/lib/toasts';
import { useSaveSearch } from '../api/saved-searches';
import { useT } from '../i18n';
import { type CvSearchState, criteriaOf } from '../search-state';

/** Saves the search on screen with a name, optionally as a daily or weekly alert. */
const ALERT_KEY = {
  none: 'save.alert.none',
  daily: 'save.alert.daily',
  weekly: 'save.alert.weekly',
} as const satisfies Record<SavedSearchAlert, string>;

export function SaveSearchButton({ state }: { state: CvSearchState }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<SavedSearchAlert>('none');
  const [error, setError] = useState<string>();
  const alertId = useId();
  const save = useSaveSearch();
  const criteria = criteriaOf(state) as Record<string, string>;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('save.errName'));
    save.mutate(
      { name: name.trim(), criteria, alert },
      {
        onSuccess: () => {
          setOpen(false);
          setName('');
          setError(undefined);
        },
        onError: (e) => setError(errorMessages(e).join(' ')),
      },
    );
  };
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={Object.keys(criteria).length === 0}
        onClick={() => setOpen(true)}
        icon={<Bookmark aria-hidden className="size-4" />}
      >
        {t('save.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('save.title')} className="max-w-md">
        <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          <TextField
            label={t('save.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={error}
            maxLength={100}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={alertId} className="text-sm font-medium text-slate-800">
              {t('save.alert')}
            </label>
            <select
              id={alertId}
              value={alert}
              onChange={(e) => setAlert(e.target.value as SavedSearchAlert)}
              className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-[15px]"
            >
              {SAVED_SEARCH_ALERTS.map((a) => (
                <option key={a} value={a}>
                  {t(ALERT_KEY[a])}
                </option>
              ))}
            </select>
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('save.cancel')}
            </Button>
            <Button type="submit" isPending={save.isPending}>
              {t('save.save')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
