import { useParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useUrlState } from '@/lib/use-url-state';
import type { Side } from '../components/side';
import { ThreadList } from '../components/thread-list';
import { ThreadView } from '../components/thread-view';

const DESCRIPTION: Record<Side, string> = {
  candidate: 'Your conversations with employers about your applications.',
  management: 'Your conversations with applicants about their applications.',
};

/** The list of conversations (the whole page on every screen). */
function MessagesPage({ side }: { side: Side }) {
  const [state, setState] = useUrlState({ page: 1 });
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title="Messages" description={DESCRIPTION[side]} />
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
  const [state, setState] = useUrlState({ page: 1 });
  const id = Number(useParams().applicationId);
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <h1 className="sr-only">Conversation</h1>
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <aside aria-label="All conversations" className="hidden lg:block">
          <h2 className="mb-3 text-lg font-bold text-slate-900">Messages</h2>
          <ThreadList side={side} page={state.page} onPage={(page) => setState({ page })} current={id} />
        </aside>
        {Number.isInteger(id) && id > 0 ? (
          <ThreadView key={id} side={side} applicationId={id} />
        ) : (
          <p role="alert" className="text-slate-700">
            Conversation not found.
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
