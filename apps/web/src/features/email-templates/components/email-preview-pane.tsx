import type { EmailPreview } from '@portal/contract/recruiter-email';
import { Loading } from '@/components/ui/loading';

type EmailPreviewPaneProps = {
  preview: EmailPreview | undefined;
  isFetching: boolean;
  /** Shown instead of the preview, e.g. while the message is incomplete. */
  notice?: string | null;
};

/** The mail as the candidate will read it. */
export function EmailPreviewPane({ preview, isFetching, notice }: EmailPreviewPaneProps) {
  return (
    <section
      aria-labelledby="email-preview-heading"
      aria-busy={isFetching}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="email-preview-heading" className="text-lg font-semibold text-slate-900">
        Preview
      </h2>
      {notice ? (
        <p className="text-sm text-slate-600">{notice}</p>
      ) : !preview ? (
        isFetching ? (
          <Loading />
        ) : (
          <p className="text-sm text-slate-600">Write a subject and a message to see the preview.</p>
        )
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {preview.candidate
              ? `For ${preview.candidate.name}`
              : 'For an example candidate (no candidate yet)'}
            {preview.job ? ` · job: ${preview.job.title}` : ''}
          </p>
          <p className="text-sm">
            <span className="font-medium text-slate-800">Subject: </span>
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
