import type { EmailPreview } from '@portal/contract/recruiter-email';
import { Loading } from '@/components/ui/loading';
import { useT } from '../i18n';

type EmailPreviewPaneProps = {
  preview: EmailPreview | undefined;
  isFetching: boolean;
  /** Shown instead of the preview, e.g. while the message is incomplete. */
  notice?: string | null;
};

/** The mail as the candidate will read it. */
export function EmailPreviewPane({ preview, isFetching, notice }: EmailPreviewPaneProps) {
  const t = useT();
  return (
    <section
      aria-labelledby="email-preview-heading"
      aria-busy={isFetching}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="email-preview-heading" className="text-lg font-semibold text-slate-900">
        {t('preview.title')}
      </h2>
      {notice ? (
        <p className="text-sm text-slate-600">{notice}</p>
      ) : !preview ? (
        isFetching ? (
          <Loading />
        ) : (
          <p className="text-sm text-slate-600">{t('preview.empty')}</p>
        )
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {preview.candidate ? t('preview.for', { name: preview.candidate.name }) : t('preview.forExample')}
            {preview.job ? t('preview.job', { title: preview.job.title }) : ''}
          </p>
          <p className="text-sm">
            <span className="font-medium text-slate-800">{t('preview.subject')}</span>
            <span data-testid="preview-subject">{preview.subject}</span>
          </p>
          <div
            className="job-prose max-h-[36rem] overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 [overflow-wrap:anywhere]"
            // The server built this mail: the body went through the sanitiser and every merge value is escaped.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (lib/sanitize.ts)
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        </>
      )}
    </section>
  );
}
