import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { ExportData } from './export-data';
import { MailPreferences } from './mail-preferences';
import { SignOutEverywhere } from './sign-out-everywhere';
import { TwoStepSignIn } from './two-step-sign-in';

/**
 * The candidate's account actions: mail preferences, password, two-step sign-in, sign out
 * everywhere, data export, deletion. Drawn plain, one under the other, to sit inside the card of
 * the page that places it.
 */
export function CandidateAccountPanel() {
  return (
    <div className="divide-y divide-slate-200">
      <MailPreferences framed={false} />
      <ChangePasswordForm framed={false} />
      <TwoStepSignIn framed={false} />
      <SignOutEverywhere framed={false} />
      <ExportData framed={false} />
      <DeleteAccount framed={false} />
    </div>
  );
}
