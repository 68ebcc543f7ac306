import type { ConsentKind, ConsentSource, Consents } from '@portal/contract/consents';
import { AccountSection } from '@/components/ui/account-section';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { useT } from '@/features/consents/i18n';
import { useFormat } from '@/lib/intl/format';
import { useChangeConsent, useConsents } from '../api/consents';

const LABEL = {
  terms: { title: 'kind.terms.title', description: 'kind.terms.description' },
  privacy: { title: 'kind.privacy.title', description: 'kind.privacy.description' },
  cv_database: { title: 'kind.cv_database.title', description: 'kind.cv_database.description' },
  marketing: { title: 'kind.marketing.title', description: 'kind.marketing.description' },
} as const satisfies Record<ConsentKind, { title: string; description: string }>;

const SOURCE = {
  sign_up: 'source.sign_up',
  claim: 'source.claim',
  account: 'source.account',
  profile: 'source.profile',
  mail_preferences: 'source.mail_preferences',
} as const satisfies Record<ConsentSource, string>;

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
  const t = useT();
  const f = useFormat();
  const title = t(LABEL[item.kind].title);
  const description = t(LABEL[item.kind].description);
  const record = item.record;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">
          {t.rich('row.state', {
            title,
            state: item.granted ? t('row.agreed') : record ? t('row.withdrawn') : t('row.notGiven'),
            status: (chunks) => (
              <span className={item.granted ? 'text-green-800' : 'text-slate-600'}>{chunks}</span>
            ),
          })}
        </p>
        <p className="mt-0.5 text-slate-600">{description}</p>
        {record && (
          <p className="mt-1 text-slate-500">
            {t('row.meta', {
              date: f.dateTime(record.at),
              source: t(SOURCE[record.source]),
              version: record.version,
            })}
          </p>
        )}
      </div>
      {item.withdrawable && (
        <Button
          variant={item.granted ? 'secondary' : 'primary'}
          size="sm"
          disabled={busy}
          onClick={() => onChange(!item.granted)}
          aria-label={item.granted ? t('row.withdrawLabel', { title }) : t('row.giveLabel', { title })}
        >
          {item.granted ? t('row.withdraw') : t('row.give')}
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
  const t = useT();
  const { data, isLoading } = useConsents();
  const change = useChangeConsent();
  const set = (kind: ConsentKind, granted: boolean) => change.mutate({ kind, granted });
  return (
    <AccountSection title={t('section.title')} description={t('section.description')} framed={framed}>
      {isLoading ? (
        <Loading className="mt-4 flex items-center gap-2 text-sm text-slate-600" />
      ) : !data ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t('section.error')}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3" aria-label={t('section.title')}>
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
