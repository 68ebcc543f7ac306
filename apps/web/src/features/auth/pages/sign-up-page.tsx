import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { AuthLinks } from '../components/auth-links';
import { AuthPanel } from '../components/auth-panel';
import { CandidateSignUpForm } from '../components/candidate-sign-up-form';
import { ClientSignUpForm } from '../components/client-sign-up-form';
import { useAuthKind } from '../kinds';

const SUBTITLE = {
  candidate: 'Create your free candidate account to apply for logistics jobs and get job alerts.',
  employer:
    'Register your company. Our team activates new employer accounts, usually within one working day.',
  consultancy: 'Register your consultancy. Our team activates new accounts, usually within one working day.',
} as const;

export function SignUpPage() {
  const kind = useAuthKind();
  if (!kind || kind === 'admin') return <NotFoundNotice />;
  const title =
    kind === 'candidate'
      ? 'Create your account'
      : `Register as ${kind === 'employer' ? 'an employer' : 'a consultancy'}`;
  return (
    <AuthPanel kind={kind} title={title} subtitle={SUBTITLE[kind]} wide>
      {kind === 'candidate' ? <CandidateSignUpForm /> : <ClientSignUpForm key={kind} clientType={kind} />}
      <AuthLinks kind={kind} mode="sign-up" />
    </AuthPanel>
  );
}
