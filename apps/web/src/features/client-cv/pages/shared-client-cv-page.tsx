import { useSearchParams } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { errorStatus } from '@/lib/api-client';
import { responseMessage } from '@/lib/form-errors';
import { formatDate } from '@/lib/job-format';
import { useSharedClientCv } from '../api/client-cv';
import { ClientCvDocument } from '../components/client-cv-document';

function LinkNotice({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
    </section>
  );
}

const messageOf = (error: unknown) => {
  const message = responseMessage(error);
  return typeof message === 'string' ? message : null;
};

/**
 * management/client-cv/shared?token=: what a client opens from the recruiter's link. No sign-in,
 * no menu, nothing but the CV; an expired or withdrawn link says so.
 */
export function SharedClientCvPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { data, error, isLoading } = useSharedClientCv(token);
  if (!token)
    return <LinkNotice title="This link is incomplete" text="Ask the recruiter to send the link again." />;
  if (isLoading) return <Loading />;
  if (errorStatus(error) === 410)
    return (
      <LinkNotice
        title="This link no longer works"
        text={messageOf(error) ?? 'Ask the recruiter for a new one.'}
      />
    );
  if (error || !data)
    return (
      <LinkNotice
        title="This link is not valid"
        text={
          errorStatus(error) === 404 || errorStatus(error) === 400
            ? 'Check that the whole link was copied, or ask the recruiter for a new one.'
            : 'The CV could not be loaded. Please try again in a moment.'
        }
      />
    );
  return (
    <div className="min-h-screen bg-slate-100 px-3 py-6 sm:px-6 print:bg-white print:p-0">
      <ClientCvDocument cv={data} />
      {data.expires_at ? (
        <p className="mx-auto mt-3 max-w-[210mm] text-center text-xs text-slate-600 print:hidden">
          This link works until {formatDate(data.expires_at)}.
        </p>
      ) : null}
    </div>
  );
}
