import { CLIENT_CV_DEFAULT_DAYS, CLIENT_CV_NOTES_MAX, type ClientCvShare } from '@portal/contract/client-cv';
import { Copy, Link2, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFormat } from '@/lib/intl/format';
import { errorToast } from '@/lib/toasts';
import {
  sharedLink,
  useClientCvShares,
  useCreateClientCvShare,
  useRevokeClientCvShare,
} from '../api/client-cv';
import { useT } from '../i18n';

const DAYS = [1, 3, 7, 14, 30] as const;
const STATUS_KEY = {
  active: 'share.active',
  expired: 'share.expired',
  revoked: 'share.revoked',
} as const satisfies Record<ClientCvShare['status'], string>;

export type Presentation = { notes: string; showContact: boolean };

function ShareList({ candidateId }: { candidateId: number }) {
  const t = useT();
  const f = useFormat();
  const date = (iso: string | null) => (iso ? f.date(iso) : '—');
  const { data, isLoading, isError } = useClientCvShares(candidateId, true);
  const revoke = useRevokeClientCvShare(candidateId);
  const [confirm, setConfirm] = useState<ClientCvShare | null>(null);
  if (isLoading) return <p className="text-sm text-slate-600">{t('share.loading')}</p>;
  if (isError) return <p className="text-sm text-red-700">{t('share.error')}</p>;
  if (!data?.length) return <p className="text-sm text-slate-600">{t('share.none')}</p>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-200 text-sm">
        {data.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {t(STATUS_KEY[s.status])}
                <span className="font-normal text-slate-600">
                  {t(s.status === 'active' ? 'share.until' : 'share.ended', {
                    date: date(s.status === 'revoked' ? s.revoked_at : s.expires_at),
                  })}
                </span>
              </p>
              <p className="text-xs text-slate-600">
                {t('share.shared', { date: date(s.created_at) })}
                {s.created_by ? t('share.by', { name: s.created_by }) : ''}
                {t('share.opened', { count: s.opened_count })}
                {s.show_contact ? t('share.withContact') : ''}
              </p>
            </div>
            {s.status === 'active' ? (
              <Button variant="ghost" size="sm" onClick={() => setConfirm(s)}>
                {t('share.withdraw')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirm != null}
        title={t('share.withdrawTitle')}
        confirmLabel={t('share.withdrawConfirm')}
        variant="danger"
        isPending={revoke.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          confirm &&
          revoke.mutate(confirm.id, { onSuccess: () => setConfirm(null), onError: (e) => errorToast(e) })
        }
      >
        {t('share.withdrawText')}
      </ConfirmDialog>
    </>
  );
}

/**
 * The recruiter's side of the client CV (never printed): notes for the client and whether contact
 * details show (both previewed in the document), printing, and links that expire.
 */
export function SharePanel({
  candidateId,
  value,
  onChange,
  mayShare,
}: {
  candidateId: number;
  value: Presentation;
  onChange: (v: Presentation) => void;
  mayShare: boolean;
}) {
  const t = useT();
  const contactId = useId();
  const [days, setDays] = useState<number>(CLIENT_CV_DEFAULT_DAYS);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useCreateClientCvShare(candidateId);
  const share = () =>
    create.mutate(
      { notes: value.notes || null, show_contact: value.showContact, expires_in_days: days },
      {
        onSuccess: (s) => {
          setLink(sharedLink(s.token));
          setCopied(false);
        },
        onError: (e) => errorToast(e),
      },
    );
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <aside
      aria-label={t('panel.title')}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:hidden"
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('panel.title')}</h2>
      <TextareaField
        label={t('panel.notes')}
        hint={t('panel.notesHint')}
        maxLength={CLIENT_CV_NOTES_MAX}
        value={value.notes}
        onChange={(e) => onChange({ ...value, notes: e.target.value })}
        className="[&_textarea]:min-h-24"
      />
      <label htmlFor={contactId} className="flex items-center gap-2 text-sm text-slate-800">
        <input
          id={contactId}
          type="checkbox"
          className="size-4 accent-primary-700"
          checked={value.showContact}
          onChange={(e) => onChange({ ...value, showContact: e.target.checked })}
        />
        {t('panel.contact')}
      </label>
      <Button
        variant="secondary"
        icon={<Printer aria-hidden className="size-4" />}
        onClick={() => window.print()}
      >
        {t('panel.print')}
      </Button>
      {mayShare ? (
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
          <SelectField
            label={t('panel.days')}
            value={String(days)}
            onChange={(e) => setDays(Number(e.target.value))}
            options={DAYS.map((d) => ({ value: String(d), label: t('panel.dayCount', { count: d }) }))}
          />
          <Button
            icon={<Link2 aria-hidden className="size-4" />}
            isPending={create.isPending}
            onClick={share}
          >
            {t('panel.share')}
          </Button>
          {link ? (
            <div role="status" className="rounded-lg bg-primary-50 p-3 text-sm">
              <p className="font-medium text-slate-900">{t('panel.ready')}</p>
              <input
                aria-label={t('panel.link')}
                readOnly
                value={link}
                onFocus={(e) => e.target.select()}
                className="mt-2 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-xs text-slate-800"
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-2"
                icon={<Copy aria-hidden className="size-4" />}
                onClick={copy}
              >
                {copied ? t('panel.copied') : t('panel.copy')}
              </Button>
            </div>
          ) : null}
          <h3 className="text-sm font-semibold text-slate-900">{t('panel.links')}</h3>
          <ShareList candidateId={candidateId} />
        </div>
      ) : null}
    </aside>
  );
}
