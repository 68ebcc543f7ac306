import {
  type ContentSlug,
  contentHref,
  EMPLOYER_SERVICE_PAGES,
  type EmployerServicePage,
  INFO_PAGES,
  signUpHref,
} from '@/config/paths';
import { isOneOf } from '@/lib/one-of';

/**
 * What frames a content page around its text: the label above the title and the button that leads
 * on. These are navigation, not copy, so they stay with the client; the texts themselves are
 * staff-edited (`@portal/contract/page-defaults` holds the shipped ones).
 */
export type PageCta = { label: string; to: string };

const join: PageCta = { label: 'Create a free candidate account', to: signUpHref('candidate') };
const register: PageCta = { label: 'Register as an employer', to: signUpHref('employer') };
const talk: PageCta = { label: 'Talk to our team', to: contentHref.info('contact-us') };

const CTA: Partial<Record<ContentSlug, PageCta>> = {
  'cv-writing': { label: 'Ask about CV writing', to: contentHref.info('contact-us') },
  webinar: join,
  'job-search': join,
  'job-alerts': join,
  'social-media-presence': { label: 'Talk to a consultant', to: contentHref.info('contact-us') },
  learning: join,
  pricing: { label: 'Request a quote', to: contentHref.info('contact-us') },
  'recruitment-software': register,
  'job-posting': register,
  'cv-searching': register,
  'employer-branding': talk,
  rpo: talk,
  training: talk,
  'employer-learning': register,
  'about-us': { label: 'Join as a candidate', to: signUpHref('candidate') },
};

export const isEmployerService = (slug: ContentSlug): slug is EmployerServicePage =>
  isOneOf(EMPLOYER_SERVICE_PAGES, slug);

export function pageLayout(slug: ContentSlug): { eyebrow: string; cta?: PageCta } {
  const eyebrow =
    slug === 'pricing'
      ? 'For employers'
      : isEmployerService(slug)
        ? 'Employer services'
        : isOneOf(INFO_PAGES, slug)
          ? 'About the portal'
          : 'Candidate services';
  return { eyebrow, cta: CTA[slug] };
}
