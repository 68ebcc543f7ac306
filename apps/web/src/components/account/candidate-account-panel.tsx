import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { ExportData } from './export-data';

/**
 * The candidate's account actions: password, data export, deletion. Drawn plain, one under the
 * other, to sit inside the card of the page that places it.
 */
export function CandidateAccountPanel() {
  return (
    <div className="divide-y divide-slate-200">
      <ChangePasswordForm framed={false} />
      <ExportData framed={false} />
      <DeleteAccount framed={false} />
    </div>
  );
}
