import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { AuthLinks } from '../components/auth-links';
import { AuthPanel } from '../components/auth-panel';
import { SignInForm } from '../components/sign-in-form';
import { KIND_COPY, useAuthKind } from '../kinds';

export function SignInPage() {
  const kind = useAuthKind();
  if (!kind) return <NotFoundNotice />;
  const label = KIND_COPY[kind].label;
  return (
    <AuthPanel
      kind={kind}
      title={`${label} sign in`}
      subtitle="Welcome back. Sign in with your e-mail and password."
    >
      <SignInForm key={kind} kind={kind} />
      <AuthLinks kind={kind} mode="sign-in" />
    </AuthPanel>
  );
}
