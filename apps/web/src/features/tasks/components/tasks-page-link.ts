import { paths } from '@/config/paths';

/** Where the signed-in user's tasks page is: the employer's workspace or the back office. */
export const tasksHref = (role: string): string =>
  role === 'employer' ? paths.management.tasks.href() : paths.admin.tasks.href();
