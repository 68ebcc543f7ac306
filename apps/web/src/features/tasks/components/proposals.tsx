import { Button } from '@/components/ui/button';
import { useAcceptProposal, useDismissProposal, useTaskProposals } from '../api/tasks';
import { useT } from '../i18n';
import { useDueLabel } from './format';
import { SubjectLink } from './subject-link';

/** The tasks proposed after events (an interview held, a job about to expire): accept or dismiss. */
export function TaskProposals() {
  const t = useT();
  const dueLabel = useDueLabel();
  const { data } = useTaskProposals();
  const accept = useAcceptProposal();
  const dismiss = useDismissProposal();
  if (!data?.length) return null;
  return (
    <section aria-labelledby="task-proposals" className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="task-proposals" className="text-base font-semibold text-slate-900">
        {t('proposals.title')}
      </h2>
      <ul className="mt-2 divide-y divide-amber-200">
        {data.map((p) => (
          <li key={p.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">
                <bdi>{p.title}</bdi>
              </p>
              <p className="text-sm text-slate-600">
                {t('proposals.due', { when: dueLabel(p) })} · <SubjectLink subject={p.subject} />
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                size="sm"
                aria-label={t('proposals.acceptNamed', { title: p.title })}
                isPending={accept.isPending && accept.variables === p.id}
                onClick={() => accept.mutate(p.id)}
              >
                {t('proposals.accept')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('proposals.dismissNamed', { title: p.title })}
                isPending={dismiss.isPending && dismiss.variables === p.id}
                onClick={() => dismiss.mutate(p.id)}
              >
                {t('proposals.dismiss')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
