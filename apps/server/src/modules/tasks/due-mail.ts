import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { formatInZone } from '../../core/lib/zoned-time';
import { type ClaimedMailTask, claimedMailTask, queueClaimedMail } from '../../platform/mail/claimed-mail';
import { compose, hello, localeUrl, titleIn } from '../../platform/mail/templates';
import { catalogue as c } from './i18n';
import { proposeFromEvents } from './proposals-repository';
import { claimDueMails, dueMailViews } from './repository';
import { subjectLabelIn } from './texts';

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
      (await dueMailViews(tx, ids, now)).map(({ row, to, subject }) => {
        const { locale } = to;
        const job = subject?.jobTitle
          ? titleIn(locale, { title: subject.jobTitle, titleAr: subject.jobTitleAr })
          : null;
        // The subject as the reader reads it: a job in their language, an application as "who for what".
        const about =
          row.label === null
            ? c.t(locale, 'mail.due.removed')
            : row.task.subjectType === 'application' && subject?.person && job
              ? c.t(locale, 'mail.due.application', { candidate: subject.person, job })
              : row.task.subjectType === 'job' && job
                ? job
                : subjectLabelIn(row.label, locale);
        return {
          to: to.email,
          ...compose(
            c.t(locale, 'mail.due.subject', { title: row.task.title }),
            [
              hello(locale, to.firstName),
              c.t(locale, 'mail.due.body', {
                title: row.task.title,
                when: formatInZone(row.task.dueAt, row.timeZone, locale),
              }),
              c.t(locale, 'mail.due.about', { about }),
              ...(row.task.notes ? [c.t(locale, 'mail.due.notes', { notes: row.task.notes })] : []),
            ],
            {
              href: localeUrl(`${deps.publicUrl}${tasksPage(to.role)}`, locale),
              label: c.t(locale, 'mail.due.link'),
            },
            locale,
          ),
        };
      }),
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
