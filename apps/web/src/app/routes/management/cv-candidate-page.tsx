import { ChevronLeft, ChevronRight, Download, FileText } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApplicationStatusBadge } from '@/components/application-status/application-status-badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { GoneNotice } from '@/components/ui/gone-notice';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { NotFoundNotice } from '@/components/ui/not-found-notice';
import { paths } from '@/config/paths';
import { downloadCandidateCv, usePdfUrl, useRecruiterCandidate } from '@/features/cv-search/api/candidate';
import { SimilarCandidates } from '@/features/cv-search/components/similar-candidates';
import { readTrail } from '@/features/cv-search/results-trail';
import { AddToFolder } from '@/features/recruiting/components/add-to-folder';
import { ApplicantProfile } from '@/features/recruiting/components/applicant-profile';
import { ConsultantNotes } from '@/features/recruiting/components/consultant-notes';
import { EmailCandidatesLink } from '@/features/recruiting/components/email-candidates-link';
import { AddTaskButton } from '@/features/tasks/components/add-task-button';
import { errorStatus } from '@/lib/api-client';
import { useHasPermission } from '@/lib/auth';
import { responseMessage } from '@/lib/form-errors';
import { useFormat } from '@/lib/intl/format';
import { useJobFormat } from '@/lib/job-format';
import { errorToast } from '@/lib/toasts';
import { AddedProfileEditor } from './added-profile-editor';
import { useT } from './i18n';

function CvInline({ id, mime, text, name }: { id: number; mime: string; text: string | null; name: string }) {
  const pdf = mime === 'application/pdf';
  const { url, failed } = usePdfUrl(id, pdf);
  const t = useT();
  if (pdf && url)
    return (
      <iframe
        src={url}
        title={t('cv.of', { name })}
        className="h-[70vh] w-full rounded-lg border border-slate-200"
      />
    );
  if (pdf && !failed) return <Loading />;
  return text ? (
    <div className="max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm whitespace-pre-line text-slate-800">
      {text}
    </div>
  ) : (
    <p className="text-sm text-slate-600">{t('cv.noText')}</p>
  );
}

/** Previous and next candidate of the result list the recruiter came from. */
function TrailNav({ id }: { id: number }) {
  const trail = useMemo(readTrail, []);
  const at = trail ? trail.ids.indexOf(id) : -1;
  const t = useT();
  const format = useFormat();
  if (!trail || at < 0) return null;
  const prev = trail.ids[at - 1];
  const next = trail.ids[at + 1];
  const link = 'inline-flex items-center gap-1 font-semibold text-primary-800 hover:underline';
  return (
    <nav aria-label={t('trail.label')} className="flex flex-wrap items-center gap-4 text-sm">
      <Link to={trail.back} className={link}>
        {t('trail.back')}
      </Link>
      {prev ? (
        <Link to={paths.management.cvSearchView.href({ id: prev })} className={link}>
          <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t('trail.previous')}
        </Link>
      ) : null}
      <span className="text-slate-600">
        {t('trail.position', { at: format.number(at + 1), total: format.number(trail.ids.length) })}
      </span>
      {next ? (
        <Link to={paths.management.cvSearchView.href({ id: next })} className={link}>
          {t('trail.next')} <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Link>
      ) : null}
    </nav>
  );
}

/** management/cv-search/view/{id}: the whole candidate for a recruiter; opening it is logged. */
export function CvCandidatePage() {
  const id = Number(useParams().id);
  const headingId = useId();
  const { data, error, isLoading } = useRecruiterCandidate(id);
  const navigate = useNavigate();
  // A merged record's id is answered with the survivor's profile (the server redirects): the address
  // follows, so what is bookmarked or shared from here is the survivor's page.
  const survivor = data?.profile.user_id;
  useEffect(() => {
    if (survivor && survivor !== id)
      void navigate(paths.management.cvSearchView.href({ id: survivor }), { replace: true });
  }, [survivor, id, navigate]);
  const mayDownload = useHasPermission('cv.download');
  const staffNotes = useHasPermission('candidates.list');
  const mayFolder = useHasPermission('cv.folders');
  const mayPresent = useHasPermission('cv.share');
  const mayTask = useHasPermission('tasks.manage');
  const t = useT();
  const { formatDate } = useJobFormat();
  if (!Number.isInteger(id) || id <= 0) return <NotFoundNotice />;
  if (isLoading) return <Loading />;
  if (errorStatus(error) === 404)
    return (
      <GoneNotice
        title={t('cv.gone')}
        text={t('cv.goneText')}
        back={{ to: paths.management.cvSearch.href(), label: t('cv.backToSearch') }}
      />
    );
  if (errorStatus(error) === 409)
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('cv.usedUp')}</h1>
        <p role="alert" className="mt-3 text-slate-700">
          {String(responseMessage(error) ?? '')}
        </p>
        <Link
          to={paths.management.cvSearch.href()}
          className="mt-6 inline-block font-semibold text-primary-800 hover:underline"
        >
          {t('cv.backToSearch')}
        </Link>
      </section>
    );
  if (!data) return <LoadFailed what={t('cv.what')} />;
  const p = data.profile;
  const name = `${p.first_name} ${p.last_name}`;
  const current = p.employments.find((e) => e.is_current);
  return (
    <article aria-labelledby={headingId} className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <TrailNav id={id} />
      <header className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1
            id={headingId}
            className="text-2xl font-bold tracking-tight rtl:tracking-normal text-slate-900 sm:text-3xl"
          >
            {name}
          </h1>
          {p.headline ? <p className="mt-1 text-slate-700">{p.headline}</p> : null}
          {current ? (
            <p className="text-sm text-slate-600">
              {t('cv.current', { title: current.job_title, company: current.company })}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-slate-600">{t('cv.updated', { when: formatDate(p.updated_at) })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {mayFolder ? <AddToFolder candidateIds={[id]} candidateId={id} size="md" /> : null}
          {mayPresent ? (
            <ButtonLink variant="secondary" to={paths.management.clientCv.href({ id })}>
              <FileText aria-hidden className="size-4" /> {t('cv.clientCv')}
            </ButtonLink>
          ) : null}
          {mayTask ? <AddTaskButton subject={{ type: 'candidate', id, label: name }} size="md" /> : null}
          <EmailCandidatesLink to={{ kind: 'candidates', candidate_ids: [id] }} size="md">
            {t('cv.email', { name: p.first_name })}
          </EmailCandidatesLink>
          {p.cv && mayDownload ? (
            <Button
              variant="secondary"
              icon={<Download aria-hidden className="size-4" />}
              onClick={() => downloadCandidateCv(id, p.cv?.file_name ?? 'cv').catch(errorToast)}
            >
              {t('cv.download')}
            </Button>
          ) : null}
        </div>
      </header>
      <AddedProfileEditor id={id} />
      {data.folders.length ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{t('cv.folders')}</span>
          {data.folders.map((f) => (
            <Link
              key={f.id}
              to={paths.management.cvFolderView.href({ id: f.id })}
              className="rounded-full bg-primary-50 px-2.5 py-0.5 text-primary-900 hover:underline"
            >
              {f.name}
            </Link>
          ))}
        </p>
      ) : null}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_1fr]">
        <div className="flex flex-col gap-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <ApplicantProfile profile={p} />
          </div>
          {data.applications.length ? (
            <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-slate-900">{t('cv.applications')}</h2>
              <ul className="mt-3 flex flex-col gap-2 text-sm">
                {data.applications.map((a) => (
                  <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
                    <Link
                      to={paths.management.jobsView.href({ id: a.job_id })}
                      className="font-semibold text-primary-800 hover:underline"
                    >
                      {a.job_title}
                    </Link>
                    <span className="flex items-center gap-2 text-slate-600">
                      {formatDate(a.applied_at)} <ApplicationStatusBadge status={a.status} />
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {staffNotes ? <ConsultantNotes candidateId={id} /> : null}
        </div>
        <section
          aria-label={t('cv.cv')}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('cv.cv')}</h2>
          {p.cv ? (
            <CvInline id={id} mime={p.cv.mime} text={data.cv_text} name={name} />
          ) : (
            <p className="text-sm text-slate-600">{t('cv.none', { name: p.first_name })}</p>
          )}
        </section>
      </div>
      <div className="mt-6">
        <SimilarCandidates key={id} id={id} firstName={p.first_name} />
      </div>
    </article>
  );
}
