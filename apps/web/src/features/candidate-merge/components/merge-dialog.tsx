import {
  type CandidateMergePair,
  type DuplicatePair,
  MERGE_KIND_LABELS,
  MERGE_KINDS,
} from '@portal/contract/candidate-merge';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Loading } from '@/components/ui/loading';
import { useMergeCandidates, useMergePreview } from '../api/merge';

type Side = DuplicatePair['a'];

function Preview({ pair }: { pair: CandidateMergePair }) {
  const preview = useMergePreview(pair);
  if (preview.isLoading) return <Loading />;
  if (!preview.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        What would move could not be read. Close this and try again.
      </p>
    );
  const { moves, fills, clashes, duplicate, survivor } = preview.data;
  const moving = MERGE_KINDS.filter((k) => k !== 'profile_sections' && moves[k] > 0);
  return (
    <div className="space-y-3 text-sm text-slate-700" aria-live="polite">
      <p>
        Moves from #{duplicate.id} to #{survivor.id}:
      </p>
      {moving.length ? (
        <ul className="list-disc space-y-0.5 ps-5">
          {moving.map((k) => (
            <li key={k}>
              {MERGE_KIND_LABELS[k]}: <strong>{moves[k]}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p>No applications, notes, files or other records.</p>
      )}
      {fills.length ? (
        <p>
          Filled in where #{survivor.id} has nothing: {fills.join(', ')}.
        </p>
      ) : null}
      {clashes.length ? (
        <div>
          <p className="font-medium text-slate-900">Both records have these; #{survivor.id}'s is kept:</p>
          <ul className="list-disc ps-5">
            {clashes.map((c) => (
              <li key={`${c.kind}-${c.label}`}>{c.label}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>
        #{duplicate.id} can no longer sign in, and its links open #{survivor.id}. This cannot be undone.
      </p>
    </div>
  );
}

/**
 * The merge's confirmation: the staff member picks which record stays (the older one by default),
 * reads what would move for that choice, and confirms.
 */
export function MergeDialog({ pair, onClose }: { pair: DuplicatePair | null; onClose: () => void }) {
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
          Keep #{side.id} {side.first_name} {side.last_name}
        </span>
        <span className="block break-all text-slate-600">{side.email}</span>
      </span>
    </label>
  );
  return (
    <Dialog
      open={pair !== null}
      onClose={merge.isPending ? undefined : close}
      title="Merge these candidates?"
      className="max-w-lg"
    >
      {pair && chosen ? (
        <>
          <fieldset className="mt-3 space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-900">Which record stays?</legend>
            {option('a', pair.a)}
            {option('b', pair.b)}
          </fieldset>
          <div className="mt-4">
            <Preview pair={chosen} />
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="ghost" onClick={close} disabled={merge.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => merge.mutate(chosen)} isPending={merge.isPending}>
              Merge into #{chosen.survivor_id}
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
