import type { Task } from '@portal/contract/tasks';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRole } from '@/lib/auth';
import { useT } from '../i18n';
import { SUBJECT_LABELS } from './format';

type Subject = Task['subject'];

/**
 * The page where this user sees a task's subject, or null (plain text). The server says whether it is
 * still in reach (`open`); the role picks the page: jobs and applications on the job's page (its
 * applicants), candidates on their CV-search page, an organisation on the back office's page for the
 * operator's staff and on the profile for an employer.
 */
export function subjectHref(subject: Subject, role: string | undefined): string | null {
  const open = subject.open;
  if (!open) return null;
  switch (subject.type) {
    case 'job':
    case 'application':
      return open.job_id ? paths.management.jobsView.href({ id: open.job_id }) : null;
    case 'candidate':
      return paths.management.cvSearchView.href({ id: subject.id });
    case 'organisation':
      if (open.client_type) return paths.admin.view.href({ client: open.client_type, id: subject.id });
      return role === 'employer' ? paths.employer.view.href() : null;
  }
}

/** "Candidate: Jose Garcia", the name a link to where the user sees them when they still can. */
export function SubjectLink({ subject }: { subject: Subject }) {
  const t = useT();
  const href = subjectHref(subject, useRole());
  return (
    <>
      {t(SUBJECT_LABELS[subject.type])}:{' '}
      {href ? (
        <Link
          to={href}
          data-subject-link
          className="font-medium text-primary-700 underline-offset-2 hover:underline"
        >
          <bdi>{subject.label}</bdi>
        </Link>
      ) : (
        <bdi data-subject-text>{subject.label}</bdi>
      )}
    </>
  );
}
