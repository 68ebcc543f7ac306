import type { EmployerStatus } from '@portal/contract/applications';
import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import { Download, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { ApplicationStatusBadge } from '@/components/application-status/application-status-badge';
import { StatusHistory } from '@/components/application-status/status-history';
import { MessageThreadLink } from '@/components/messages/message-thread-link';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useHasPermission } from '@/lib/auth';
import { useFormat } from '@/lib/intl/format';
import { useStatusLabels } from '@/lib/labels';
import { errorToast } from '@/lib/toasts';
import { downloadApplicantCv } from '../../api/download-applicants';
import { useApplicant } from '../../api/get-applicant';
import { useT } from '../../i18n';
import { AddToFolder } from '../add-to-folder';
import { ApplicantProfile } from '../applicant-profile';
import { ConsultantNotes } from '../consultant-notes';
import { EmailCandidatesLink } from '../email-candidates-link';
import { ApplicationInterviews } from '../interviews/application-interviews';
import { ScorecardSection } from '../scorecards/scorecard-section';
import { MoveStatusDialog } from './move-status-dialog';
import { ScreeningAnswers } from './screening-answers';
import { EMPLOYER_STATUS_OPTIONS, isEmployerStatus } from './status-options';

/** A section another feature adds to the panel, composed by the page (features never import each other). */
export type ApplicantPanelExtra = (a: { id: number; status: ApplicationStatus; name: string }) => ReactNode;
type ApplicantPanelProps = { applicationId: number | null; onClose: () => void; extra?: ApplicantPanelExtra };

/** One applicant in a dialog: status and its change, CV, cover note, profile and history. */
export function ApplicantPanel({ applicationId, onClose, extra }: ApplicantPanelProps) {
  const t = useT();
  const labels = useStatusLabels();
  const f = useFormat();
  const { data: a, isLoading, isError } = useApplicant(applicationId);
  const [next, setNext] = useState<EmployerStatus | null>(null);
  const [downloading, setDownloading] = useState(false);
  const statusId = useId();
  const mayFolder = useHasPermission('cv.folders');
  const name = a ? `${a.candidate.first_name} ${a.candidate.last_name}` : t('panel.applicant');

  const download = async () => {
    if (!a) return;
    setDownloading(true);
    try {
      await downloadApplicantCv(a.id);
    } catch (error) {
      errorToast(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog
      open={applicationId !== null}
      onClose={onClose}
      label={name}
      className="max-h-[90vh] max-w-2xl overflow-y-auto"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={t('panel.close')}
        className="absolute top-4 end-4 rounded-full p-1 text-slate-600 hover:bg-slate-100"
      >
        <X aria-hidden className="size-5" />
      </button>
      {isLoading ? (
        <p role="status" className="py-10 text-center text-slate-600">
          {t('panel.loading')}
        </p>
      ) : isError || !a ? (
        <p role="alert" className="py-10 text-center text-slate-700">
          {t('panel.error')}
        </p>
      ) : (
        <div className="flex flex-col gap-5">
          <header className="pe-8">
            <h2 className="text-xl font-bold text-slate-900">{name}</h2>
            <p className="text-sm text-slate-600">
              {t('panel.applied', {
                title: a.candidate.current_title ?? a.profile.headline ?? t('panel.candidate'),
                date: f.date(a.applied_at),
              })}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <ApplicationStatusBadge status={a.status} />
              {a.status !== 'withdrawn' ? (
                <span className="flex items-center gap-2">
                  <label htmlFor={statusId} className="text-sm text-slate-700">
                    {t('panel.moveTo')}
                  </label>
                  <select
                    id={statusId}
                    value=""
                    onChange={(e) => isEmployerStatus(e.target.value) && setNext(e.target.value)}
                    className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
                  >
                    <option value="">{t('panel.choose')}</option>
                    {EMPLOYER_STATUS_OPTIONS.filter((o) => o.value !== a.status).map((o) => (
                      <option key={o.value} value={o.value}>
                        {labels.application(o.value)}
                      </option>
                    ))}
                  </select>
                </span>
              ) : (
                <span className="text-sm text-slate-600">{t('panel.withdrew')}</span>
              )}
              {mayFolder ? (
                <AddToFolder candidateIds={[a.candidate.id]} candidateId={a.candidate.id} />
              ) : null}
              <EmailCandidatesLink to={{ kind: 'candidates', candidate_ids: [a.candidate.id] }}>
                {t('panel.email', { name: a.candidate.first_name })}
              </EmailCandidatesLink>
              <MessageThreadLink side="management" applicationId={a.id}>
                {t('panel.message', { name: a.candidate.first_name })}
              </MessageThreadLink>
              {a.cv ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="sm:ms-auto"
                  isPending={downloading}
                  icon={<Download aria-hidden className="size-4" />}
                  onClick={download}
                >
                  {t('panel.downloadCv')}
                </Button>
              ) : (
                <span className="text-sm text-slate-600 sm:ms-auto">{t('panel.noCv')}</span>
              )}
            </div>
          </header>
          {a.cv ? (
            <p className="text-sm text-slate-700">
              {t.rich('panel.sentWith', {
                name: a.cv.name ?? a.cv.file_name,
                b: (chunks) => <span className="font-semibold text-slate-900">{chunks}</span>,
              })}
              {a.cv.name ? <span className="text-slate-600"> ({a.cv.file_name})</span> : null}
            </p>
          ) : null}
          {a.cover_note ? (
            <section className="rounded-xl bg-slate-50 p-4">
              <h3 className="text-sm font-semibold text-slate-900">{t('panel.coverNote')}</h3>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{a.cover_note}</p>
            </section>
          ) : null}
          <ScreeningAnswers applicationId={a.id} />
          <ApplicantProfile profile={a.profile} />
          <ApplicationInterviews
            applicationId={a.id}
            candidateName={name}
            closed={['withdrawn', 'rejected', 'hired'].includes(a.status)}
          />
          <ScorecardSection applicationId={a.id} />
          {extra?.({ id: a.id, status: a.status, name })}
          <ConsultantNotes candidateId={a.candidate.id} />
          <section className="border-t border-slate-200 pt-4">
            <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {t('panel.history')}
            </h3>
            <StatusHistory events={a.history} showWho />
          </section>
        </div>
      )}
      <MoveStatusDialog
        move={a && next ? { ids: [a.id], status: next, who: name } : null}
        onClose={() => setNext(null)}
      />
    </Dialog>
  );
}
