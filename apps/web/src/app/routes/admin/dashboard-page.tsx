import { AdminDashboardPage } from '@/features/clients/pages/admin-dashboard-page';
import { SetupChecklist } from '@/features/settings/components/setup-checklist';

/** admin-pannel/dashboard: the first-run checklist (until it is done) above the portal's figures. */
export function DashboardPage() {
  return <AdminDashboardPage intro={<SetupChecklist />} />;
}
