import { EmployerDashboardPage } from '@/features/account/pages/employer-dashboard-page';
import { MyTasksCard } from '@/features/tasks/components/my-tasks-card';

/** /employer/dashboard: the employer's tasks above the hiring figures. */
export function DashboardPage() {
  return <EmployerDashboardPage intro={<MyTasksCard />} />;
}
