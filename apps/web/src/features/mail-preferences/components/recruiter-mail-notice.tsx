import { emailCampaignsEndpoints } from '@portal/contract/endpoints/email-campaigns';
import type { MyEmailStatus } from '@portal/contract/recruiter-email';
import { useQuery } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useT } from '@/features/mail-preferences/i18n';
import { call } from '@/lib/call';

async function getMyEmailStatus(): Promise<MyEmailStatus> {
  return (await call(emailCampaignsEndpoints.myStatus)).data.data;
}

/**
 * On the candidate's profile: says so when their address bounced (recruiters' mail cannot reach
 * them) or when they unsubscribed from recruiter mail. Nothing is shown while all is well.
 */
export function RecruiterMailNotice() {
  const t = useT();
  const { data } = useQuery({
    queryKey: ['candidate', 'email-status'],
    queryFn: getMyEmailStatus,
    retry: false,
  });
  if (!data || data.status === 'ok') return null;
  return (
    <div
      role="note"
      className="mb-6 flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0" />
      {data.status === 'bounced' ? (
        <p>
          {data.detail
            ? t.rich('notice.bouncedDetail', {
                email: data.email,
                detail: data.detail,
                strong: (chunks) => <strong>{chunks}</strong>,
              })
            : t.rich('notice.bounced', { email: data.email, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      ) : (
        <p>{t('notice.unsubscribed', { email: data.email })}</p>
      )}
    </div>
  );
}
