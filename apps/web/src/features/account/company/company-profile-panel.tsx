import { Link } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useT } from '../i18n';
import { useCompanyProfile } from './api';
import { BranchesSection } from './branches-section';
import { CompanyCompleteness } from './completeness';
import { ContactsSection } from './contacts-section';
import { DetailsSection } from './details-section';
import { ImagesSection } from './images-section';
import { SocialSection } from './social-section';

/** The organisation's company profile, every part edited in place (employers/profile and friends). */
export function CompanyProfilePanel() {
  const t = useT();
  const profile = useCompanyProfile();
  if (profile.isLoading) return <Loading />;
  if (!profile.data)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
        {t('panel.failed')}
      </p>
    );
  const p = profile.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 className="text-xl font-bold text-slate-900">{t('panel.title', { name: p.name })}</h2>
        {p.status === 'active' ? (
          <Link to={paths.unauth.employerJob.href({ company_id: String(p.client_id) })} className="text-sm">
            {t('panel.viewPublic')}
          </Link>
        ) : null}
      </div>
      <CompanyCompleteness completeness={p.completeness} />
      <ImagesSection profile={p} onChange={() => profile.refetch()} />
      <DetailsSection profile={p} />
      <ContactsSection profile={p} />
      <BranchesSection profile={p} />
      <SocialSection profile={p} />
    </div>
  );
}
