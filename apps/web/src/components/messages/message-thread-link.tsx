import { MessageSquare } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

type MessageThreadLinkProps = {
  /** Whose area the conversation opens in: the candidate's or the organisation's. */
  side: 'candidate' | 'management';
  applicationId: number;
  children: string;
  className?: string;
};

/**
 * Opens (or starts: an application's conversation exists from its first message) the conversation
 * about one application. Shared by the applicant panel and the applied jobs, which may not import
 * the messages feature.
 */
export function MessageThreadLink({ side, applicationId, children, className }: MessageThreadLinkProps) {
  const route = side === 'candidate' ? paths.candidate.messageThread : paths.management.messageThread;
  return (
    <ButtonLink to={route.href({ applicationId })} variant="secondary" size="sm" className={className}>
      <MessageSquare aria-hidden className="size-4" />
      {children}
    </ButtonLink>
  );
}
