import { type CandidateMergePair, type DuplicatePair, MERGE_KINDS } from '@portal/contract/candidate-merge';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Loading } from '@/components/ui/loading';
import { useMergeCandidates, useMergePreview } from '../api/merge';
import { useT } from '../i18n';

const KIND_KEY = {
  applications: 'kind.applications',
  notes: 'kind.notes',
  folder_entries: 'kind.folder_entries',
  views: 'kind.views',
  files: 'kind.files',
  cvs: 'kind.cvs',
  cover_letters: 'kind.cover_letters',
  consents: 'kind.consents',
  saved_jobs: 'kind.saved_jobs',
  job_alerts: 'kind.job_alerts',
  client_cv_shares: 'kind.client_cv_shares',
  profile_sections: 'kind.profile_sections',
} as const satisfies Record<(typeof MERGE_KINDS)[number], string>;

type Side = DuplicatePair['a'];

function Preview({ pair }: { pair: CandidateMergePair }) {
  const t = useT();
  const preview = useMergePreview(pair);
  if (preview.isLoading) return <Loading />;
  if (!preview.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('preview.error')}
      </p>
    );
  const { moves, fills, clashes, duplicate, survivor } = preview.data;
  const moving = MERGE_KINDS.filter((k) => k !== 'profile_sections' && moves[k] > 0);
  return (
    <div className="space-y-3 text-sm text-slate-700" aria-live="polite">
      <p>{t('preview.moves', { from: duplicate.id, to: survivor.id })}</p>
      {moving.length ? (
        <ul className="list-disc space-y-0.5 ps-5">
          {moving.map((k) => (
            <li key={k}>
              {t(KIND_KEY[k])}: <strong>{moves[k]}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('preview.nothing')}</p>
      )}
      {fills.length ? <p>{t('preview.fills', { id: survivor.id, list: fills.join(', ') })}</p> : null}
      {clashes.length ? (
        <div>
          <p className="font-medium text-slate-900">{t('preview.clashes', { id: survivor.id })}</p>
          <ul className="list-disc ps-5">
            {clashes.map((c) => (
              <li key={`${c.kind}-${c.label}`}>{c.label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>{t('preview.final', { from: duplicate.id, to: survivor.id })}</p>
    </div>
  );
}

/**
 * The merge's confirmation: the staff member picks which record stays (the older one by default),
 * reads what would move for that choice, and confirms.
 */
export function MergeDialog({ pair, onClose }: { pair: DuplicatePair | null; onClose: () => void }) {
  const t = useT();
  const [keep, setKeep] = useState<'a' | 'b'>('a');
  const name = useId();
  const merge = useMergeCandidates(() => {
    setKeep('a');
    onClose();
  });
  const close = () => {
    setKeep('a');
    onClose();
  };
  const chosen: CandidateMergePair | null = pair
    ? keep === 'a'
      ? { survivor_id: pair.a.id, duplicate_id: pair.b.id }
      : { survivor_id: pair.b.id, duplicate_id: pair.a.id }
    : null;
  const option = (value: 'a' | 'b', side: Side) => (
    <label className="flex cursor-pointer items-start gap-2 rounded-md border border-slate-200 p-2 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50">
      <input
        type="radio"
        name={name}
        value={value}
        checked={keep === value}
        onChange={() => setKeep(value)}
        className="mt-1"
      />
      <span className="min-w-0 text-sm">
        <span className="font-medium text-slate-900">
          {t('dialog.keep', { id: side.id, name: `${side.first_name} ${side.last_name}` })}
        </span>
        <span className="block break-all text-slate-600">{side.email}</span>
      </span>
    </label>
  );
  return (
    <Dialog
      open={pair !== null}
      onClose={merge.isPending ? undefined : close}
      title={t('dialog.title')}
      className="max-w-lg"
    >
      {pair && chosen ? (
        <>
          <fieldset className="mt-3 space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-900">{t('dialog.which')}</legend>
            {option('a', pair.a)}
            {option('b', pair.b)}
          </fieldset>
          <div className="mt-4">
            <Preview pair={chosen} />
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="ghost" onClick={close} disabled={merge.isPending}>
              {t('dialog.cancel')}
            </Button>
            <Button variant="danger" onClick={() => merge.mutate(chosen)} isPending={merge.isPending}>
              {t('dialog.merge', { id: chosen.survivor_id })}
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
