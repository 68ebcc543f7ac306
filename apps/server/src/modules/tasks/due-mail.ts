import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { formatInZone } from '../../core/lib/zoned-time';
import { type ClaimedMailTask, claimedMailTask, queueClaimedMail } from '../../platform/mail/claimed-mail';
import { compose } from '../../platform/mail/templates';
import { proposeFromEvents } from './proposals-repository';
import { claimDueMails, dueMailViews } from './repository';

export type TaskPassDeps = { db: Db; publicUrl: string; notifyMail: () => void; log: FastifyBaseLogger };

/** Where a user's tasks page is: the employer's workspace or the back office. */
export const tasksPage = (role: string) =>
  role === 'employer' ? '/management/tasks' : '/admin-pannel/tasks';

/**
 * The morning mail: each open task due today in its organisation's time zone is mailed to its
 * assignee once, from 08:00 there (claimed like the interview reminders, `queueClaimedMail`).
 */
export function queueDueMails(
  deps: Pick<TaskPassDeps, 'db' | 'publicUrl'>,
  now = new Date(),
): Promise<number> {
  return queueClaimedMail(
    deps.db,
    (tx) => claimDueMails(tx, now),
    async (tx, ids) =>
      (await dueMailViews(tx, ids, now)).map(({ row, to }) => ({
        to: to.email,
        ...compose(
          `Due today: ${row.task.title}`,
          [
            `Hello ${to.firstName},`,
            `Your task "${row.task.title}" is due ${formatInZone(row.task.dueAt, row.timeZone)}.`,
            `About: ${row.label ?? 'removed'}`,
            ...(row.task.notes ? [`Notes: ${row.task.notes}`] : []),
          ],
          { href: `${deps.publicUrl}${tasksPage(to.role)}`, label: 'See your tasks' },
        ),
      })),
  );
}

/** One pass of the tasks' background work: the proposals events call for, then the due mails. */
export async function runTaskPass(deps: Pick<TaskPassDeps, 'db' | 'publicUrl'>, now = new Date()) {
  await proposeFromEvents(deps.db, now);
  return queueDueMails(deps, now);
}

/** Every minute (a task due at 08:00 is mailed within a minute of it); run by the worker. */
export function createTaskPassTask(deps: TaskPassDeps & { intervalMs?: number }): ClaimedMailTask {
  return claimedMailTask('task pass', () => runTaskPass(deps), deps);
}
