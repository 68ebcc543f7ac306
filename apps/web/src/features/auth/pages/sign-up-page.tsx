import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { useT } from '@/features/auth/i18n';
import { AuthLinks } from '../components/auth-links';
import { AuthPanel } from '../components/auth-panel';
import { CandidateSignUpForm } from '../components/candidate-sign-up-form';
import { ClientSignUpForm } from '../components/client-sign-up-form';
import { useAuthKind } from '../kinds';

const SUBTITLE = {
  candidate: 'signUp.subtitle.candidate',
  employer: 'signUp.subtitle.employer',
  consultancy: 'signUp.subtitle.consultancy',
} as const;

const TITLE = {
  candidate: 'signUp.title.candidate',
  employer: 'signUp.title.employer',
  consultancy: 'signUp.title.consultancy',
} as const;

export function SignUpPage() {
  const t = useT();
  const kind = useAuthKind();
  if (!kind || kind === 'admin') return <NotFoundNotice />;
  return (
    <AuthPanel kind={kind} title={t(TITLE[kind])} subtitle={t(SUBTITLE[kind])} wide>
      {kind === 'candidate' ? <CandidateSignUpForm /> : <ClientSignUpForm key={kind} clientType={kind} />}
      <AuthLinks kind={kind} mode="sign-up" />
    </AuthPanel>
  );
}
