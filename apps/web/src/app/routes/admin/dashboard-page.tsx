import { AdminDashboardPage } from '@/features/clients/pages/admin-dashboard-page';
import { SetupChecklist } from '@/features/settings/components/setup-checklist';
import { MyTasksCard } from '@/features/tasks/components/my-tasks-card';

/**
 * admin-pannel/dashboard: the first-run checklist (until it is done) and the staff member's tasks
 * above the portal's figures.
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
    />
  );
}
