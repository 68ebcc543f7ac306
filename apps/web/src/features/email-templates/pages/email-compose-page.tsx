import { type RecipientSourceInput, unknownTags } from '@portal/contract/recruiter-email';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type RichTextEditorHandle, RichTextField } from '@/components/rich-text-editor';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { recipientsFromUrl } from '@/lib/compose-link';
import { errorToast } from '@/lib/toasts';
import { useOwnPublishedJobs, useResolveRecipients, useSendCampaign } from '../api/compose';
import { useEmailTemplateList } from '../api/email-templates';
import { useEmailPreview } from '../api/preview';
import { EmailPreviewPane } from '../components/email-preview-pane';
import { MergeTagPicker } from '../components/merge-tag-picker';
import { RecipientList } from '../components/recipient-list';
import { RecipientSourceFields } from '../components/recipient-source-fields';
import { useT } from '../i18n';

/**
 * management/email-template/compose: choose recipients and a template or write a message, see each
 * recipient's mail, then send as one campaign. The URL may name the recipients (a CV search, a
 * folder, a job's applicants by status, chosen candidates; see compose-link.ts) and ?template=.
 */
export function EmailComposePage() {
  const t = useT();
  const [params] = useSearchParams();
  // The recipients the page was opened with stay on offer when another source is tried.
  const fromUrl = useMemo(() => recipientsFromUrl(params), [params]);
  const [source, setSource] = useState<RecipientSourceInput | null>(fromUrl);
  const initialJob = fromUrl?.kind === 'applicants' ? fromUrl.job_id : Number(params.get('job')) || null;
  const [templateId, setTemplateId] = useState(params.get('template') ?? '');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [edited, setEdited] = useState(false);
  const [jobId, setJobId] = useState(initialJob && fromUrl?.kind !== 'applicants' ? String(initialJob) : '');
  const [previewFor, setPreviewFor] = useState<number | null>(null);
  const [confirm, setConfirm] = useState(false);
  const editor = useRef<RichTextEditorHandle>(null);
  const templates = useEmailTemplateList({ page: 1, page_size: 100 });
  const jobs = useOwnPublishedJobs();
  const recipients = useResolveRecipients();
  const send = useSendCampaign();

  // A template chosen (from the list or the URL) fills the message once; editing keeps the edits.
  const loaded = useRef<string | null>(null);
  const template = templates.data?.data.find((t) => String(t.id) === templateId);
  if (template && loaded.current !== templateId) {
    loaded.current = templateId;
    setSubject(template.subject);
    setBody(template.body);
    setEdited(false);
  }
  const effectiveJob = source?.kind === 'applicants' && !jobId ? String(source.job_id) : jobId;
  const preview = useEmailPreview({
    subject,
    body,
    candidate_id: previewFor,
    job_id: effectiveJob ? Number(effectiveJob) : null,
  });
  const unknown = unknownTags(`${subject} ${body}`);
  const mailed = recipients.data?.filter((r) => r.skip_reason === null).length ?? 0;
  const skipped = (recipients.data?.length ?? 0) - mailed;
  const ready = source !== null && subject.trim() !== '' && body.trim() !== '' && unknown.length === 0;

  const check = (next: RecipientSourceInput | null) => {
    setSource(next);
    setPreviewFor(null);
    recipients.reset();
    if (next) recipients.mutate(next, { onError: errorToast });
  };
  // Recipients named by the URL are looked up at once, so their list and skips show on arrival.
  const { mutate: resolve } = recipients;
  useEffect(() => {
    if (fromUrl) resolve(fromUrl, { onError: errorToast });
  }, [fromUrl, resolve]);
  const doSend = () => {
    if (!source) return;
    send.mutate(
      {
        recipients: source,
        ...(template && !edited ? { template_id: template.id } : { subject, body }),
        job_id: effectiveJob ? Number(effectiveJob) : null,
      },
      { onSettled: () => setConfirm(false) },
    );
  };

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('compose.title')} description={t('compose.text')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <RecipientSourceFields value={source} onChange={check} offered={fromUrl} />
          <SelectField
            label={t('compose.template')}
            placeholder={t('compose.noTemplate')}
            options={(templates.data?.data ?? []).map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
            value={templateId}
            onChange={(e) => {
              setTemplateId(e.target.value);
              if (!e.target.value) loaded.current = null;
            }}
          />
          <SelectField
            label={t('compose.job')}
            hint={t('compose.jobHint')}
            placeholder={source?.kind === 'applicants' ? t('compose.jobOfApplicants') : t('compose.noJob')}
            options={(jobs.data?.data ?? []).map((j) => ({ value: String(j.id), label: j.title }))}
            value={jobId}
            onChange={(e) => setJobId(e.target.value)}
          />
          <TextField
            label={t('compose.subject')}
            value={subject}
            error={
              unknownTags(subject).length
                ? t('compose.unknownTag', { tag: `{{${unknownTags(subject)[0]}}}` })
                : undefined
            }
            onChange={(e) => {
              setSubject(e.target.value);
              setEdited(true);
            }}
          />
          <MergeTagPicker target="body" onInsert={(tag) => editor.current?.insertText(tag)} />
          <RichTextField
            label={t('compose.message')}
            value={body}
            ref={editor}
            error={
              unknownTags(body).length
                ? t('compose.unknownTag', { tag: `{{${unknownTags(body)[0]}}}` })
                : undefined
            }
            onChange={(html) => {
              setBody(html);
              setEdited(true);
            }}
          />
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
            <Button disabled={!ready || mailed === 0} onClick={() => setConfirm(true)}>
              {t('compose.send')}
            </Button>
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <RecipientList
            isLoading={recipients.isPending}
            recipients={recipients.data}
            selected={previewFor}
            onPreview={setPreviewFor}
          />
          <EmailPreviewPane
            preview={preview.data}
            isFetching={preview.isFetching}
            notice={unknown.length > 0 ? t('compose.unknownPreview', { tag: `{{${unknown[0]}}}` }) : null}
          />
        </div>
      </div>
      <ConfirmDialog
        open={confirm}
        title={t('compose.confirmTitle', { count: mailed })}
        confirmLabel={t('compose.sendNow')}
        isPending={send.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={doSend}
      >
        {skipped > 0 ? t('compose.skipped', { count: skipped }) : t('compose.goOut')}
      </ConfirmDialog>
    </section>
  );
}
