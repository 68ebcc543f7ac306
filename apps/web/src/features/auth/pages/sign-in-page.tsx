import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { useT } from '@/features/auth/i18n';
import { AuthLinks } from '../components/auth-links';
import { AuthPanel } from '../components/auth-panel';
import { SignInForm } from '../components/sign-in-form';
import { useAuthKind } from '../kinds';

const SIGN_IN_TITLE = {
  candidate: 'signIn.title.candidate',
  employer: 'signIn.title.employer',
  consultancy: 'signIn.title.consultancy',
  admin: 'signIn.title.admin',
} as const;

export function SignInPage() {
  const t = useT();
  const kind = useAuthKind();
  if (!kind) return <NotFoundNotice />;
  return (
    <AuthPanel kind={kind} title={t(SIGN_IN_TITLE[kind])} subtitle={t('signIn.subtitle')}>
      <SignInForm key={kind} kind={kind} />
      <AuthLinks kind={kind} mode="sign-in" />
    </AuthPanel>
  );
}
