import { Mail } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useHasPermission } from '@/lib/auth';
import { type ComposeRecipients, composeHref } from '@/lib/compose-link';

type EmailCandidatesLinkProps = {
  to: ComposeRecipients;
  children: string;
  size?: 'sm' | 'md';
  variant?: 'primary' | 'secondary' | 'ghost';
  className?: string;
};

/** "E-mail ...": opens the compose page with these recipients chosen; hidden without the sending right. */
export function EmailCandidatesLink({
  to,
  children,
  size = 'sm',
  variant = 'secondary',
  className,
}: EmailCandidatesLinkProps) {
  const maySend = useHasPermission('email_campaigns.send');
  if (!maySend) return null;
  return (
    <ButtonLink to={composeHref(to)} size={size} variant={variant} className={className}>
      <Mail aria-hidden className="size-4" />
      {children}
    </ButtonLink>
  );
}
