import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageHeader } from '@/components/ui/page-header';
import { CardSkeletons, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDashboard } from '@/features/candidate-dashboard/api/get-dashboard';
import { CompletenessCard } from '@/features/candidate-dashboard/components/completeness-card';
import { ProfileViews } from '@/features/candidate-dashboard/components/profile-views';
import { RecentApplications } from '@/features/candidate-dashboard/components/recent-applications';
import { StatCards } from '@/features/candidate-dashboard/components/stat-cards';
import { RecommendationCard } from '@/features/job-search/components/recommendation-card';
import { useAppStore } from '@/lib/store';
import { useT } from './i18n';

function Panel({
  title,
  link,
  children,
}: {
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {link ? (
          <Link to={link.to} className="text-sm font-medium text-primary-800 hover:underline">
            {link.label}
          </Link>
        ) : null}
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** /candidate: where the candidate stands, at a glance. */
export function DashboardPage() {
  const firstName = useAppStore((s) => s.user.first_name);
  const dashboard = useDashboard();
  const data = dashboard.data;
  const t = useT();

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader
        title={firstName ? t('dashboard.welcome', { name: firstName }) : t('dashboard.title')}
        actions={<ButtonLink to={paths.candidate.searchJob.href()}>{t('candidate.searchJobs')}</ButtonLink>}
      />
      {dashboard.isLoading ? (
        <div role="status" aria-label={t('dashboard.loading')} className="space-y-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-20 rounded-2xl" />
            ))}
          </div>
          <CardSkeletons count={2} />
        </div>
      ) : dashboard.isError || !data ? (
        <LoadFailed what={t('dashboard.what')} />
      ) : (
        <div className="space-y-6">
          <StatCards data={data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem]">
            <div className="min-w-0 space-y-6">
              <Panel
                title={t('dashboard.recommended')}
                link={{ to: paths.candidate.jobRecommended.href(), label: t('dashboard.seeAll') }}
              >
                {data.recommendations_need_profile ? (
                  <EmptyState title={t('dashboard.needProfile')}>
                    <p>{t('dashboard.needProfileText')}</p>
                    <ButtonLink
                      to={`${paths.candidate.profile.href()}#desired_job`}
                      size="sm"
                      className="mt-3"
                    >
                      {t('candidate.completeDesired')}
                    </ButtonLink>
                  </EmptyState>
                ) : data.top_recommendations.length ? (
                  <ul className="space-y-3">
                    {data.top_recommendations.map((job) => (
                      <li key={job.id}>
                        <RecommendationCard job={job} headingLevel="h3" />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <EmptyState title={t('candidate.noRecommendations')}>
                    <p>{t('dashboard.noMatch')}</p>
                  </EmptyState>
                )}
              </Panel>
            </div>
            <div className="space-y-6">
              <CompletenessCard profile={data.profile} />
              <Panel
                title={t('dashboard.recent')}
                link={{ to: paths.candidate.jobApplied.href(), label: t('dashboard.allApplications') }}
              >
                <RecentApplications items={data.recent_applications} />
              </Panel>
              <Panel title={t('dashboard.views')}>
                <ProfileViews />
              </Panel>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
