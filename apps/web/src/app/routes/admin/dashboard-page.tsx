import { AdminDashboardPage } from '@/features/clients/pages/admin-dashboard-page';
import { MyWork } from '@/features/dashboards/components/my-work';
import { SearchDemandPanel } from '@/features/dashboards/components/search-demand';
import { SetupChecklist } from '@/features/settings/components/setup-checklist';

/**
 * admin-pannel/dashboard: for the administrator, the first-run checklist (until it is done) above
 * the portal's figures and what job seekers search for; for the other staff, their own work.
 */
export function DashboardPage() {
  return (
    <AdminDashboardPage intro={<SetupChecklist />} demand={<SearchDemandPanel />} ownWork={<MyWork />} />
  );
}
