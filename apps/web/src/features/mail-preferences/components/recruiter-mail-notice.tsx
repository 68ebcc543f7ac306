import { emailCampaignsEndpoints } from '@portal/contract/endpoints/email-campaigns';
import type { MyEmailStatus } from '@portal/contract/recruiter-email';
import { useQuery } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { call } from '@/lib/call';

async function getMyEmailStatus(): Promise<MyEmailStatus> {
  return (await call(emailCampaignsEndpoints.myStatus)).data.data;
}

/**
 * On the candidate's profile: says so when their address bounced (recruiters' mail cannot reach
 * them) or when they unsubscribed from recruiter mail. Nothing is shown while all is well.
 */
export function RecruiterMailNotice() {
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
          <strong>Mail to {data.email} bounced.</strong> Recruiters' e-mails cannot reach you
          {data.detail ? ` (the mail server answered: ${data.detail})` : ''}. Check your mailbox, or change
          your e-mail address, then ask the portal team to try your address again.
        </p>
      ) : (
        <p>
          You unsubscribed {data.email} from recruiter e-mail: recruiters on the portal cannot write to you.
          Your applications and job alerts still reach you.
        </p>
      )}
    </div>
  );
}
