import type { EnquiryStatus } from '@portal/contract/enquiries';
import { clsx } from 'clsx';
import { useT } from './i18n';
import { STATUS_KEY } from './labels';

const TONE: Record<EnquiryStatus, string> = {
  new: 'bg-amber-50 text-amber-900 ring-amber-200',
  in_progress: 'bg-primary-50 text-primary-900 ring-primary-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  const t = useT();
  return (
    <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONE[status])}>
      {t(STATUS_KEY[status])}
    </span>
  );
}
