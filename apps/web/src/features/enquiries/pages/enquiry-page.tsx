import { ENQUIRY_STATUSES, type EnquiryStatus } from '@portal/contract/enquiries';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { NotFoundContent } from '@/components/ui/error-notice';

import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { paths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { isNotFound } from '@/lib/http-status';
import { useFormat } from '@/lib/intl/format';
import { useStatusLabels } from '@/lib/labels';
import { errorToast } from '@/lib/toasts';
import { useAddNote, useAssignees, useEnquiry, useUpdateEnquiry } from '../api';
import { useT } from '../i18n';
import { STATUS_KEY } from '../labels';
import { EnquiryStatusBadge } from '../status-badge';

/** admin-pannel/enquiries/{id}: one enquiry; status, assignee and notes. */
export function EnquiryPage() {
  const t = useT();
  const names = useStatusLabels();
  const format = useFormat();
  const formatDate = (value: string) => format.date(value);
  const id = useParams().id ?? '';
  const enquiry = useEnquiry(id);
  const assignees = useAssignees();
  const update = useUpdateEnquiry(id);
  const addNote = useAddNote(id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();

  if (!/^\d+$/.test(id) || isNotFound(enquiry.error)) return <NotFoundContent />;
  if (enquiry.isLoading) return <Loading />;
  if (!enquiry.data)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
        {t('page.failed')}
      </p>
    );
  const e = enquiry.data;

  const onNote = async (event: FormEvent) => {
    event.preventDefault();
    setNoteError(undefined);
    try {
      await addNote.mutateAsync({ body: note });
      setNote('');
    } catch (error) {
      const shown = applyServerFieldErrors(error, (_f, err) => setNoteError(err.message), ['body'] as const);
      if (!shown) errorToast(error);
    }
  };

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <Link to={paths.admin.enquiries.href()} className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t('page.back')}
      </Link>
      <PageHeader
        title={`${e.name}${e.company ? `, ${e.company}` : ''}`}
        description={t('page.received', {
          service: names.enquiryService(e.service),
          date: formatDate(e.created_at),
        })}
        actions={<EnquiryStatusBadge status={e.status} />}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <section
            aria-labelledby="enquiry-message"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="enquiry-message" className="text-lg font-semibold text-slate-900">
              {t('page.message')}
            </h2>
            <p className="mt-3 whitespace-pre-line break-words text-slate-800">{e.message}</p>
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-600">{t('page.email')}</dt>
                <dd>
                  <a href={`mailto:${e.email}`} className="break-all">
                    {e.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('page.phone')}</dt>
                <dd>
                  {e.phone ? (
                    <a href={`tel:${e.phone}`} dir="ltr">
                      {e.phone}
                    </a>
                  ) : (
                    t('page.notGiven')
                  )}
                </dd>
              </div>
            </dl>
          </section>
          <section
            aria-labelledby="enquiry-notes"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="enquiry-notes" className="text-lg font-semibold text-slate-900">
              {t('page.notes')}
            </h2>
            {e.notes.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">{t('page.noNotes')}</p>
            ) : (
              <ol className="mt-3 flex flex-col gap-3">
                {e.notes.map((n) => (
                  <li key={n.id} className="rounded-xl bg-slate-50 p-3">
                    <p className="whitespace-pre-line break-words text-slate-800">{n.body}</p>
                    <p className="mt-1 text-xs text-slate-600">
                      {n.author?.name ?? t('page.formerStaff')} · {formatDate(n.created_at)}
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <form onSubmit={onNote} noValidate className="mt-4 flex flex-col gap-3">
              <TextareaField
                label={t('page.addNoteLabel')}
                rows={3}
                value={note}
                error={noteError}
                onChange={(ev) => setNote(ev.target.value)}
              />
              <Button type="submit" size="sm" className="self-end" isPending={addNote.isPending}>
                {t('page.addNote')}
              </Button>
            </form>
          </section>
        </div>
        <section
          aria-labelledby="enquiry-handling"
          className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="enquiry-handling" className="text-lg font-semibold text-slate-900">
            {t('page.handling')}
          </h2>
          <div className="mt-3 flex flex-col gap-4">
            <SelectField
              label={t('page.status')}
              value={e.status}
              disabled={update.isPending}
              options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEY[s]) }))}
              onChange={(ev) => update.mutate({ status: ev.target.value as EnquiryStatus })}
            />
            <SelectField
              label={t('page.assignee')}
              value={e.assignee ? String(e.assignee.id) : ''}
              disabled={update.isPending || assignees.isLoading}
              placeholder={t('page.nobody')}
              options={(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
              onChange={(ev) =>
                update.mutate({ assignee_id: ev.target.value ? Number(ev.target.value) : null })
              }
            />
          </div>
        </section>
      </div>
    </section>
  );
}
