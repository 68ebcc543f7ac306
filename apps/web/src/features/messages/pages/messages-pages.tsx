import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useUrlState } from '@/lib/use-url-state';
import type { Side } from '../components/side';
import { ThreadList } from '../components/thread-list';
import { ThreadView } from '../components/thread-view';
import { useT } from '../i18n';

const DESCRIPTION = {
  candidate: 'page.candidate',
  management: 'page.management',
} as const satisfies Record<Side, string>;

/** The list of conversations (the whole page on every screen). */
function MessagesPage({ side }: { side: Side }) {
  const t = useT();
  const [state, setState] = useUrlState({ page: 1 });
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('page.title')} description={t(DESCRIPTION[side])} />
      <div className="mt-5">
        <ThreadList side={side} page={state.page} onPage={(page) => setState({ page })} />
      </div>
    </section>
  );
}

/**
 * One conversation. On wide screens the list stays beside it; under 1024 px the conversation is a
 * screen of its own with a way back to the list.
 */
function ThreadPage({ side }: { side: Side }) {
  const t = useT();
  const [state, setState] = useUrlState({ page: 1 });
  const id = Number(useParams().applicationId);
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="sr-only">{t('page.conversation')}</h1>
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <aside aria-label={t('page.all')} className="hidden lg:block">
          <h2 className="mb-3 text-lg font-bold text-slate-900">{t('page.title')}</h2>
          <ThreadList side={side} page={state.page} onPage={(page) => setState({ page })} current={id} />
        </aside>
        {Number.isInteger(id) && id > 0 ? (
          <ThreadView key={id} side={side} applicationId={id} />
        ) : (
          <p role="alert" className="text-slate-700">
            {t('page.notFound')}
          </p>
        )}
      </div>
    </section>
  );
}

export const CandidateMessagesPage = () => <MessagesPage side="candidate" />;
export const CandidateThreadPage = () => <ThreadPage side="candidate" />;
export const ManagementMessagesPage = () => <MessagesPage side="management" />;
export const ManagementThreadPage = () => <ThreadPage side="management" />;
