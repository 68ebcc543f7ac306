import type { RecipientPreview } from '@portal/contract/recruiter-email';
import { Loading } from '@/components/ui/loading';
import { useT } from '../i18n';

const SKIP_KEY = {
  unsubscribed: 'skip.unsubscribed',
  bounced: 'skip.bounced',
  hidden: 'skip.hidden',
  duplicate: 'skip.duplicate',
} as const satisfies Record<NonNullable<RecipientPreview['skip_reason']>, string>;

type RecipientListProps = {
  recipients: RecipientPreview[] | undefined;
  isLoading: boolean;
  selected: number | null;
  onPreview: (candidateId: number) => void;
};

/** Who the mail goes to (and who is skipped, with why); "Preview" shows that person's mail. */
export function RecipientList({ recipients, isLoading, selected, onPreview }: RecipientListProps) {
  const t = useT();
  const mailed = recipients?.filter((r) => r.skip_reason === null).length ?? 0;
  return (
    <section
      aria-labelledby="recipients-heading"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="recipients-heading" className="text-lg font-semibold text-slate-900">
        {t('recipients.title')}
      </h2>
      {isLoading ? (
        <Loading />
      ) : !recipients ? (
        <p className="text-sm text-slate-600">{t('recipients.choose')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700" role="status">
            {t('recipients.count', { count: mailed })}
            {recipients.length > mailed ? t('recipients.skipped', { count: recipients.length - mailed }) : ''}
            .
          </p>
          <ul className="max-h-72 divide-y divide-slate-200 overflow-y-auto">
            {recipients.map((r) => (
              <li key={r.candidate_id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{r.name}</p>
                  <p className="truncate text-xs text-slate-600">
                    {r.skip_reason ? t('recipients.skip', { reason: t(SKIP_KEY[r.skip_reason]) }) : r.email}
                  </p>
                </div>
                {r.skip_reason ? null : (
                  <button
                    type="button"
                    aria-pressed={selected === r.candidate_id}
                    aria-label={t('recipients.previewFor', { name: r.name })}
                    onClick={() => onPreview(r.candidate_id)}
                    className="shrink-0 rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-800 hover:border-primary-700 aria-pressed:border-primary-700 aria-pressed:bg-primary-50"
                  >
                    {t('recipients.preview')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
