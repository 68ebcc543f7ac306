import { useSearchParams } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { errorStatus } from '@/lib/api-client';
import { responseMessage } from '@/lib/form-errors';
import { useFormat } from '@/lib/intl/format';
import { useSharedClientCv } from '../api/client-cv';
import { ClientCvDocument } from '../components/client-cv-document';
import { useT } from '../i18n';

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
  const t = useT();
  const f = useFormat();
  const token = useSearchParams()[0].get('token') ?? '';
  const { data, error, isLoading } = useSharedClientCv(token);
  if (!token) return <LinkNotice title={t('link.incomplete')} text={t('link.incompleteText')} />;
  if (isLoading) return <Loading />;
  if (errorStatus(error) === 410)
    return <LinkNotice title={t('link.gone')} text={messageOf(error) ?? t('link.goneText')} />;
  if (error || !data)
    return (
      <LinkNotice
        title={t('link.invalid')}
        text={
          errorStatus(error) === 404 || errorStatus(error) === 400 ? t('link.invalidText') : t('link.error')
        }
      />
    );
  return (
    <div className="min-h-screen bg-slate-100 px-3 py-6 sm:px-6 print:bg-white print:p-0">
      <ClientCvDocument cv={data} />
      {data.expires_at ? (
        <p className="mx-auto mt-3 max-w-[210mm] text-center text-xs text-slate-600 print:hidden">
          {t('link.until', { date: f.date(data.expires_at) })}
        </p>
      ) : null}
    </div>
  );
}
