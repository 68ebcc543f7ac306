import { AdminDashboardPage } from '@/features/clients/pages/admin-dashboard-page';
import { MyWork } from '@/features/dashboards/components/my-work';
import { SearchDemandPanel } from '@/features/dashboards/components/search-demand';
import { SetupChecklist } from '@/features/settings/components/setup-checklist';
import { MyTasksCard } from '@/features/tasks/components/my-tasks-card';

/**
 * admin-pannel/dashboard: for the administrator, the first-run checklist (until it is done) and the
 * staff member's tasks above the portal's figures and what job seekers search for; for the other
 * staff, their tasks and their own work.
 */
export function DashboardPage() {
  return (
    <AdminDashboardPage
      intro={
        <>
          <SetupChecklist />
          <div className="mb-6">
            <MyTasksCard />
          </div>
        </>
      }
      demand={<SearchDemandPanel />}
      ownWork={<MyWork />}
    />
  );
}
