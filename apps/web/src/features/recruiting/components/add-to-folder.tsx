import { FolderPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { errorMessages } from '@/lib/toasts';
import { useAddToFolder, useCreateFolder, useFolders } from '../api/cv-folders';
import { useT } from '../i18n';

type AddToFolderProps = {
  candidateIds: number[];
  /** One candidate's page marks the folders that already hold them. */
  candidateId?: number;
  size?: 'sm' | 'md';
  onDone?: () => void;
};

const NEW = 'new';

/** Adds one or many candidates to an existing folder or to a new one, from a dialog. */
export function AddToFolder({ candidateIds, candidateId, size = 'sm', onDone }: AddToFolderProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const folders = useFolders({ page_size: 100, ...(candidateId ? { candidate_id: candidateId } : {}) }, open);
  const [choice, setChoice] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddToFolder();
  const create = useCreateFolder();
  const list = folders.data?.data ?? [];
  // A new folder by default only once the list is known to be empty: defaulting while it loads let
  // the folders arriving undo a "new folder" the user had already picked (the radio then unchecked).
  const chosen = choice || (folders.isSuccess && !list.length ? NEW : '');
  const count = candidateIds.length;

  const close = () => {
    setOpen(false);
    setChoice('');
    setName('');
    setError(undefined);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const done = {
      onSuccess: () => {
        close();
        onDone?.();
      },
    };
    if (chosen === NEW) {
      if (!name.trim()) return setError(t('folder.errName'));
      create.mutate(
        { name: name.trim(), candidate_ids: candidateIds },
        { ...done, onError: (e) => setError(errorMessages(e).join(' ')) },
      );
    } else if (chosen) add.mutate({ folderId: Number(chosen), ids: candidateIds }, done);
    else setError(t('folder.errChoose'));
  };

  return (
    <>
      <Button
        variant="secondary"
        size={size}
        onClick={() => setOpen(true)}
        icon={<FolderPlus aria-hidden className="size-4" />}
      >
        {t('folder.add')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={count === 1 ? t('folder.addOne') : t('folder.addMany', { count })}
        className="max-w-md"
      >
        <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          <fieldset className="flex max-h-72 flex-col gap-1 overflow-y-auto">
            <legend className="mb-2 text-sm font-medium text-slate-800">{t('folder.legend')}</legend>
            {list.map((f) => (
              <label
                key={f.id}
                className="flex items-center gap-2 rounded-md px-1 py-1.5 text-sm hover:bg-slate-50"
              >
                <input
                  type="radio"
                  name={`${id}-folder`}
                  value={String(f.id)}
                  checked={chosen === String(f.id)}
                  onChange={() => setChoice(String(f.id))}
                  className="size-4 accent-primary-700"
                />
                <span className="flex-1">{f.name}</span>
                <span className="text-xs text-slate-600">
                  {f.has_candidate ? t('folder.alreadyIn') : t('folder.candidates', { count: f.candidates })}
                </span>
              </label>
            ))}
            <label className="flex items-center gap-2 rounded-md px-1 py-1.5 text-sm hover:bg-slate-50">
              <input
                type="radio"
                name={`${id}-folder`}
                value={NEW}
                checked={chosen === NEW}
                onChange={() => setChoice(NEW)}
                className="size-4 accent-primary-700"
              />
              {t('folder.new')}
            </label>
          </fieldset>
          {chosen === NEW ? (
            <TextField
              label={t('folder.newName')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={100}
            />
          ) : null}
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={close}>
              {t('folder.cancel')}
            </Button>
            <Button type="submit" isPending={add.isPending || create.isPending}>
              {t('folder.addButton')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
