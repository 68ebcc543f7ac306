import { EMPLOYER_SERVICE_PAGES, type EmployerServicePage } from '@portal/contract/site-pages';
import { Check } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { CONTENT_PAGES, type ContentSlug } from '@/config/paths';
import { useCanonicalLink } from '@/lib/canonical-link';
import { isOneOf } from '@/lib/one-of';
import { usePageTitle } from '@/lib/page-title';
import { ContactDetails } from '../components/contact-details';
import { EnquiryForm } from '../components/enquiry-form';
import { PricingPlans } from '../components/pricing-plans';
import { CONTENT } from '../data/content';

const isEmployerService = (slug: ContentSlug): slug is EmployerServicePage =>
  isOneOf(EMPLOYER_SERVICE_PAGES, slug);

/** Renders any static page (services, employer services, about, legal) from the content table. */
export function ContentPage({ slug }: { slug: ContentSlug }) {
  const entry = CONTENT[slug];
  usePageTitle(entry.title);
  useCanonicalLink(CONTENT_PAGES.find((p) => p.slug === slug)?.path ?? window.location.pathname);

  return (
    <article>
      <header className="bg-gradient-to-br from-slate-900 to-primary-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
          <p className="text-sm font-semibold tracking-wide text-primary-100 uppercase">{entry.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{entry.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-200">{entry.intro}</p>
        </div>
      </header>
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-12 sm:px-6">
        {entry.plans ? <PricingPlans plans={entry.plans} cta={entry.cta} /> : null}
        {entry.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
            {section.body ? (
              <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{section.body}</p>
            ) : null}
            {section.points ? (
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {section.points.map((point) => (
                  <li
                    key={point}
                    className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-700"
                  >
                    <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-primary-700" />
                    {point}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        {entry.showContact ? <ContactDetails /> : null}
        {slug === 'contact-us' ? <EnquiryForm service="general" heading="Send us a message" /> : null}
        {isEmployerService(slug) ? <EnquiryForm service={slug} heading="Send us an enquiry" /> : null}
        {entry.cta && !entry.plans ? (
          <ButtonLink to={entry.cta.to} size="lg">
            {entry.cta.label}
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}
