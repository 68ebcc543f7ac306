import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useHasPermission } from '@/lib/auth';
import { useFolderChoices } from '@/lib/folder-choices';
import { useAddInterestedToFolder } from '../api/add-to-folder';
import { useT } from '../i18n';

/** "Add the interested ones to a folder": shown to CV folder users whose organisation has folders. */
export function AddInterestedToFolder({
  campaignId,
  interested,
}: {
  campaignId: number;
  interested: number;
}) {
  const t = useT();
  const mayFolder = useHasPermission('cv.folders');
  const list = useFolderChoices(mayFolder);
  const add = useAddInterestedToFolder();
  const [folderId, setFolderId] = useState('');
  if (list.length === 0 || interested === 0) return null;
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-2xl border border-slate-200 bg-white p-4">
      <SelectField
        label={t('folder.label', { count: interested })}
        placeholder={t('folder.choose')}
        options={list.map((f) => ({ value: String(f.id), label: f.name }))}
        value={folderId}
        onChange={(e) => setFolderId(e.target.value)}
        className="min-w-56 flex-1"
      />
      <Button
        size="sm"
        variant="secondary"
        disabled={!folderId}
        isPending={add.isPending}
        onClick={() => add.mutate({ campaignId, folderId: Number(folderId) })}
      >
        {t('folder.add')}
      </Button>
    </div>
  );
}
