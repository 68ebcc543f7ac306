import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { Ltr } from '@/components/ui/ltr';
import { PageHeader } from '@/components/ui/page-header';
import { CompanyProfilePanel } from '@/features/account/company/company-profile-panel';
import { UserDetailSection } from '@/features/account/company/user-detail-section';
import { ChangePasswordForm } from '@/features/auth/components/account/change-password-form';
import { DeleteAccount } from '@/features/auth/components/account/delete-account';
import { LanguagePreference } from '@/features/auth/components/account/language-preference';
import { SignOutEverywhere } from '@/features/auth/components/account/sign-out-everywhere';
import { TwoStepSignIn } from '@/features/auth/components/account/two-step-sign-in';
import { useHasPermission, useProfile } from '@/lib/auth';
import { useStatusLabels } from '@/lib/labels';
import { useT } from '../i18n';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900 sm:col-span-2">{children || '—'}</dd>
    </div>
  );
}

/**
 * employer/view and admin-pannel/account: the organisation's company profile (for those who may
 * edit it), the signed-in user's details, the account's language, password change, signing out
 * everywhere and deletion.
 */
export function MyProfilePage() {
  const { data, isLoading } = useProfile();
  const t = useT();
  const labels = useStatusLabels();
  const editsCompany = useHasPermission('company.manage');
  const hasOrganisation = Boolean(data?.client);
  // Organisation users edit their name and phone in "My details"; the card below then adds the rest.
  const editsDetails = Boolean(data && hasOrganisation && data.permissions.includes('clients.view'));
  return (
    <section className="mx-auto w-full max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <PageHeader
        title={t('profile.title')}
        description={editsCompany ? t('myProfile.company') : t('myProfile.account')}
      />
      {data && editsCompany && hasOrganisation ? <CompanyProfilePanel /> : null}
      {editsDetails ? <UserDetailSection /> : null}
      {isLoading ? (
        <Loading />
      ) : !data ? (
        <EmptyState title={t('myProfile.failed')}>{t('myProfile.signIn')}</EmptyState>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <dl className="divide-y divide-slate-200">
            {editsDetails ? null : (
              <>
                <Row label={t('field.name')}>{`${data.user.first_name} ${data.user.last_name}`.trim()}</Row>
                <Row label={t('field.email')}>
                  <Ltr>{data.user.email}</Ltr>
                </Row>
                <Row label={t('field.phone')}>{data.user.phone ? <Ltr>{data.user.phone}</Ltr> : null}</Row>
              </>
            )}
            <Row label={t('field.role')}>{labels.role(data.user.role)}</Row>
            {data.client ? (
              <>
                <Row label={t('field.organisation')}>{data.client.name}</Row>
                <Row label={t('field.organisationStatus')}>{labels.client(data.client.status)}</Row>
              </>
            ) : null}
          </dl>
        </div>
      )}
      {data ? <LanguagePreference /> : null}
      {data ? <ChangePasswordForm /> : null}
      {data ? <TwoStepSignIn /> : null}
      {data ? <SignOutEverywhere /> : null}
      {data ? <DeleteAccount /> : null}
    </section>
  );
}
