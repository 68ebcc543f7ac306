import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/lib/page-title';
import { useAnswerInterview, useMyInterviews } from '../api/candidate-interviews';
import { AnswerButtons } from '../components/answer-buttons';
import { InterviewDetails } from '../components/interview-details';
import { useT } from '../i18n';

/** /candidate/interviews: the candidate's interviews, soonest first, each answerable until it starts. */
export function MyInterviewsPage() {
  const t = useT();
  usePageTitle(t('my.title'));
  const { data, isLoading, isError } = useMyInterviews();
  const answer = useAnswerInterview();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <PageHeader title={t('my.title')} description={t('my.text')} />
      {isLoading ? (
        <Loading />
      ) : isError || !data ? (
        <LoadFailed what={t('my.what')} />
      ) : data.length === 0 ? (
        <EmptyState title={t('my.none')}>{t('my.noneText')}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {data.map((i) => (
            <li key={i.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <InterviewDetails interview={i} />
              <AnswerButtons
                interview={i}
                pending={answer.isPending && answer.variables?.id === i.id}
                onAnswer={(body) => answer.mutate({ id: i.id, body })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
