import { PAGE_DEFAULTS } from '@portal/contract/page-defaults';
import { NO_ARABIC } from '@portal/contract/pages';
import { Loading } from '@/components/ui/loading';
import { CONTENT_PAGES, type ContentSlug } from '@/config/paths';
import { useCanonicalLink } from '@/lib/canonical-link';
import { useLocale } from '@/lib/intl/locale-context';
import { usePageTitle } from '@/lib/page-title';
import { usePage } from '../api/get-page';
import { ContactDetails } from '../components/contact-details';
import { EnquiryForm } from '../components/enquiry-form';
import { PageView } from '../components/page-view';
import { useT } from '../i18n';
import { isEmployerService } from '../page-layout';
import { pageInLanguage } from '../page-text';

/** Renders any content page (services, employer services, about, legal, pricing) from its stored text. */
export function ContentPage({ slug }: { slug: ContentSlug }) {
  const query = usePage(slug);
  const t = useT();
  const locale = useLocale();
  // Should the API fail, the shipped English text still gives the visitor a whole page.
  const page = query.data ?? (query.isError ? { ...PAGE_DEFAULTS[slug], ...NO_ARABIC } : undefined);
  usePageTitle(page ? pageInLanguage(page, locale).title.text : undefined);
  useCanonicalLink(CONTENT_PAGES.find((p) => p.slug === slug)?.path ?? window.location.pathname);

  if (!page) return <Loading />;
  return (
    <PageView slug={slug} page={page}>
      {slug === 'contact-us' ? <ContactDetails /> : null}
      {slug === 'contact-us' ? <EnquiryForm service="general" heading={t('page.contactHeading')} /> : null}
      {isEmployerService(slug) ? <EnquiryForm service={slug} heading={t('page.enquiryHeading')} /> : null}
    </PageView>
  );
}
