import type { OfferStatus } from '@portal/contract/offers';
import { clsx } from 'clsx';
import { useT } from '../i18n';

const STATUS_KEY = {
  pending: 'status.pending',
  accepted: 'status.accepted',
  declined: 'status.declined',
  withdrawn: 'status.withdrawn',
  expired: 'status.expired',
} as const satisfies Record<OfferStatus, string>;

const TONE: Record<OfferStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  accepted: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-300',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const t = useT();
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        TONE[status],
      )}
    >
      {t(STATUS_KEY[status])}
    </span>
  );
}
