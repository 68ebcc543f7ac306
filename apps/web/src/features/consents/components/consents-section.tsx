import {
  CONSENT_LABEL,
  CONSENT_SOURCE_LABEL,
  type ConsentKind,
  type Consents,
} from '@portal/contract/consents';
import { AccountSection } from '@/components/ui/account-section';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { formatDateTime } from '@/lib/format-date-time';
import { useChangeConsent, useConsents } from '../api/consents';

type Current = Consents['current'][number];

function ConsentRow({
  item,
  busy,
  onChange,
}: {
  item: Current;
  busy: boolean;
  onChange: (on: boolean) => void;
}) {
  const { title, description } = CONSENT_LABEL[item.kind];
  const record = item.record;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">
          {title}:{' '}
          <span className={item.granted ? 'text-green-800' : 'text-slate-600'}>
            {item.granted ? 'agreed' : record ? 'withdrawn' : 'not given'}
          </span>
        </p>
        <p className="mt-0.5 text-slate-600">{description}</p>
        {record && (
          <p className="mt-1 text-slate-500">
            {formatDateTime(record.at)} · {CONSENT_SOURCE_LABEL[record.source]} · version {record.version}
          </p>
        )}
      </div>
      {item.withdrawable && (
        <Button
          variant={item.granted ? 'secondary' : 'primary'}
          size="sm"
          disabled={busy}
          onClick={() => onChange(!item.granted)}
          aria-label={`${item.granted ? 'Withdraw' : 'Give'} consent: ${title}`}
        >
          {item.granted ? 'Withdraw' : 'Give consent'}
        </Button>
      )}
    </li>
  );
}

/**
 * "Your consents": what the candidate agreed to, when, how and which version of the text; CV
 * database visibility and marketing mails can be withdrawn (and given again) here.
 */
export function ConsentsSection({ framed = true }: { framed?: boolean }) {
  const { data, isLoading } = useConsents();
  const change = useChangeConsent();
  const set = (kind: ConsentKind, granted: boolean) => change.mutate({ kind, granted });
  return (
    <AccountSection
      title="Your consents"
      description="What you agreed to, when and how. Withdrawing CV database visibility hides your profile from employers at once."
      framed={framed}
    >
      {isLoading ? (
        <Loading className="mt-4 flex items-center gap-2 text-sm text-slate-600" />
      ) : !data ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Your consents could not be loaded. Please try again in a moment.
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label="Your consents">
          {data.current.map((item) => (
            <ConsentRow
              key={item.kind}
              item={item}
              busy={change.isPending}
              onChange={(on) => set(item.kind, on)}
            />
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
