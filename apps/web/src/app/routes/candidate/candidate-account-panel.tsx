import { ChangePasswordForm } from '@/features/auth/components/account/change-password-form';
import { DeleteAccount } from '@/features/auth/components/account/delete-account';
import { ExportData } from '@/features/auth/components/account/export-data';
import { LanguagePreference } from '@/features/auth/components/account/language-preference';
import { SignOutEverywhere } from '@/features/auth/components/account/sign-out-everywhere';
import { TwoStepSignIn } from '@/features/auth/components/account/two-step-sign-in';
import { ConsentsSection } from '@/features/consents/components/consents-section';
import { MailPreferences } from '@/features/mail-preferences/components/mail-preferences';

/**
 * The candidate's account actions: consents, mail preferences, language, password, two-step sign-in, sign out
 * everywhere, data export, deletion. Drawn plain, one under the other, to sit inside the card of
 * the page that places it.
 */
export function CandidateAccountPanel() {
  return (
    <div className="divide-y divide-slate-200">
      <ConsentsSection framed={false} />
      <MailPreferences framed={false} />
      <LanguagePreference framed={false} />
      <ChangePasswordForm framed={false} />
      <TwoStepSignIn framed={false} />
      <SignOutEverywhere framed={false} />
      <ExportData framed={false} />
      <DeleteAccount framed={false} />
    </div>
  );
}
