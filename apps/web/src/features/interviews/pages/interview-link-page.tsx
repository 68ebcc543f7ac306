import { CalendarCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { usePageTitle } from '@/lib/page-title';
import { useAnswerByLink, useLinkInterview } from '../api/candidate-interviews';
import { AnswerButtons } from '../components/answer-buttons';
import { InterviewDetails } from '../components/interview-details';
import { useT } from '../i18n';

/** /unauth/interview?token=: the invitation's answer link; works signed out. */
export function InterviewLinkPage() {
  const t = useT();
  usePageTitle(t('link.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const { data, isLoading, isError } = useLinkInterview(token);
  const answer = useAnswerByLink(token);
  return (
    <section className="mx-auto flex w-full min-w-0 max-w-xl flex-col px-4 py-12">
      <CalendarCheck aria-hidden className="size-10 self-center text-primary-700" />
      <h1 className="mt-4 text-center text-2xl font-semibold text-slate-900">{t('link.title')}</h1>
      {!token || isError ? (
        <p role="alert" className="mt-4 text-center text-slate-700">
          {t('link.broken')}
        </p>
      ) : isLoading || !data ? (
        <Loading />
      ) : (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <InterviewDetails interview={data} />
          <AnswerButtons
            interview={data}
            pending={answer.isPending}
            onAnswer={(body) => answer.mutate(body)}
          />
        </div>
      )}
    </section>
  );
}
