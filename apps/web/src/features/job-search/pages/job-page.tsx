import type { Job } from '@portal/contract/jobs';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { JobDescription } from '@/features/job-search/components/job-details/job-description';
import { JobFacts } from '@/features/job-search/components/job-details/job-facts';
import { useT } from '@/features/job-search/i18n';
import { useRole } from '@/lib/auth';
import { isNotFound } from '@/lib/http-status';
import { chooseText } from '@/lib/intl/bilingual';
import { useLocale } from '@/lib/intl/locale-context';
import { useJobFormat } from '@/lib/job-format';
import { lazyModule, OnDemand } from '@/lib/lazy-module';
import { useMasterLabel } from '@/lib/master-data';
import { usePageTitle } from '@/lib/page-title';
import { pageOrigin } from '@/lib/server-render';
import { usePublicJob } from '../api/get-public-job';
import { rememberApplySource, withoutSource } from '../apply-source';
import { ApplyActions } from '../components/apply-actions';
import { EmployerCard } from '../components/employer-card';
import { LanguageNote } from '../components/language-note';
import { LazySimilarJobs } from '../components/lazy-similar-jobs';
import { ShareButtons } from '../components/share-buttons';

// The gone-job notice is only for a 404: its code is fetched then.
const jobGone = lazyModule(() => import('../components/job-gone'));

/** unauth/jobs/view/{id}: everything a candidate needs to decide, and the way to apply. */
export function JobPage({
  belowFacts,
}: {
  /** Under the salary: what the app shell adds from other features (the salary insight line). */
  belowFacts?: (job: Job) => ReactNode;
} = {}) {
  const t = useT();
  const jf = useJobFormat();
  const id = useParams().id ?? '';
  const role = useRole();
  const label = useMasterLabel();
  const locale = useLocale();
  const { data: job, error, isLoading } = usePublicJob(id);
  const [params, setParams] = useSearchParams();
  // The link's way in (?src=, ?utm_source=) goes with the application, even after a sign-in.
  useEffect(() => {
    if (!/^\d+$/.test(id)) return;
    rememberApplySource(id, params);
    const clean = withoutSource(params);
    if (clean) setParams(clean, { replace: true, preventScrollReset: true });
  }, [id, params, setParams]);
  const pageTitle = job ? chooseText(locale, job.title, job.title_ar).text : '';
  usePageTitle(
    job
      ? t('details.title', { title: pageTitle, company: job.client_company_name ?? job.employer.name })
      : undefined,
  );

  // The API's 404 is shown in place: a route loader's 404 would be read as a stale deploy and reload.
  if (!/^\d+$/.test(id) || isNotFound(error))
    return <OnDemand module={jobGone} when render={(m) => <m.JobGone />} />;
  // A screen tall, so the footer stays below the fold until the job is there (no layout shift).
  if (isLoading) return <Loading className="flex min-h-screen justify-center gap-2 pt-16 text-slate-600" />;
  if (!job)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
        {t('details.loadError')}
      </p>
    );

  const open = job.status === 'published';
  // The reader's language when the job has it, else the other one, said so under the title.
  const title = chooseText(locale, job.title, job.title_ar);
  const description = chooseText(locale, job.description, job.description_ar);
  const company = job.client_company_name ?? job.employer.name;
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      {/* Phones: header, then apply, then the description; from lg the aside sits beside both. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr]">
        <header className="min-w-0 lg:col-start-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          {job.designation ? (
            <p className="text-sm font-medium text-primary-800">{label(job.designation)}</p>
          ) : null}
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl" {...title.attrs}>
            {title.text}
          </h1>
          <LanguageNote chosen={title} />
          <p className="mt-1 text-slate-700">
            {company}
            {job.published_at ? (
              <span className="text-slate-500">
                {t('details.posted', { ago: jf.timeAgo(job.published_at).toLowerCase() })}
              </span>
            ) : null}
          </p>
          {!open ? (
            <p
              role="status"
              className="mt-4 flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900"
            >
              <CircleAlert aria-hidden className="size-5 shrink-0" />
              {t('details.closed')}
            </p>
          ) : null}
          <div className="mt-5 border-t border-slate-200 pt-5">
            <JobFacts job={job} />
            {belowFacts?.(job)}
          </div>
        </header>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          {open ? <ApplyActions job={job} role={role} /> : null}
          <EmployerCard employer={job.employer} clientCompany={job.client_company_name} />
          <ShareButtons
            title={title.text}
            url={`${pageOrigin()}${paths.unauth.jobView.href({ id: job.id })}`}
          />
        </aside>
        <section
          aria-labelledby="description-title"
          className="min-w-0 rounded-2xl lg:col-start-1 lg:row-start-2 border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="description-title" className="mb-4 text-lg font-semibold text-slate-900">
            {t('details.description')}
          </h2>
          {!title.fallback ? (
            <LanguageNote chosen={description} what="description" className="mb-4 text-sm text-slate-600" />
          ) : null}
          <JobDescription html={description.text} skills={job.skills} {...description.attrs} />
          {job.functional_area || job.industry ? (
            <dl className="mt-6 grid gap-3 border-t border-slate-200 pt-4 text-sm sm:grid-cols-2">
              {job.functional_area ? (
                <div>
                  <dt className="text-slate-500">{t('details.functionalArea')}</dt>
                  <dd className="text-slate-900">{label(job.functional_area)}</dd>
                </div>
              ) : null}
              {job.industry ? (
                <div>
                  <dt className="text-slate-500">{t('details.industry')}</dt>
                  <dd className="text-slate-900">{label(job.industry)}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </section>
      </div>
      <LazySimilarJobs jobId={id} />
    </article>
  );
}
