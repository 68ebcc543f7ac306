import type { DuplicatePair } from '@portal/contract/candidate-merge';
import { Button } from '@/components/ui/button';
import { useT } from '../i18n';

const REASON_KEY = {
  email: 'reason.email',
  phone: 'reason.phone',
  name_and_birth_date: 'reason.name_and_birth_date',
} as const satisfies Record<DuplicatePair['matched_on'][number], string>;

type Side = DuplicatePair['a'];

function SideOf({ side }: { side: Side }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-slate-900">
        {side.first_name} {side.last_name}{' '}
        <span className="text-sm font-normal text-slate-600">#{side.id}</span>
      </p>
      <p className="text-sm break-all text-slate-600">{side.email}</p>
      {side.phone ? <p className="text-sm text-slate-600">{side.phone}</p> : null}
    </div>
  );
}

/** One likely pair: both records side by side (stacked on a phone), why they match, and Merge. */
export function PairCard({ pair, onMerge }: { pair: DuplicatePair; onMerge: () => void }) {
  const t = useT();
  const label = t('pair.label', {
    name: `${pair.a.first_name} ${pair.a.last_name}`,
    a: pair.a.id,
    b: pair.b.id,
  });
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap gap-2">
        {pair.matched_on.map((r) => (
          <span
            key={r}
            className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
          >
            {t(REASON_KEY[r])}
          </span>
        ))}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-center">
        <SideOf side={pair.a} />
        <SideOf side={pair.b} />
        <Button size="sm" onClick={onMerge} aria-label={t('pair.mergeNamed', { label })}>
          {t('pair.merge')}
        </Button>
      </div>
    </li>
  );
}
