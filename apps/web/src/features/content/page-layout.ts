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
export type PageCta = { label: CtaKey; to: string };

type CtaKey =
  | 'cta.join'
  | 'cta.register'
  | 'cta.talk'
  | 'cta.cvWriting'
  | 'cta.consultant'
  | 'cta.quote'
  | 'cta.joinCandidate';

/** The label above a page's title, a key of this feature's catalogue. */
export type EyebrowKey = 'eyebrow.pricing' | 'eyebrow.employer' | 'eyebrow.about' | 'eyebrow.candidate';

const join: PageCta = { label: 'cta.join', to: signUpHref('candidate') };
const register: PageCta = { label: 'cta.register', to: signUpHref('employer') };
const talk: PageCta = { label: 'cta.talk', to: contentHref.info('contact-us') };

const CTA: Partial<Record<ContentSlug, PageCta>> = {
  'cv-writing': { label: 'cta.cvWriting', to: contentHref.info('contact-us') },
  webinar: join,
  'job-search': join,
  'job-alerts': join,
  'social-media-presence': { label: 'cta.consultant', to: contentHref.info('contact-us') },
  learning: join,
  pricing: { label: 'cta.quote', to: contentHref.info('contact-us') },
  'recruitment-software': register,
  'job-posting': register,
  'cv-searching': register,
  'employer-branding': talk,
  rpo: talk,
  training: talk,
  'employer-learning': register,
  'about-us': { label: 'cta.joinCandidate', to: signUpHref('candidate') },
};

export const isEmployerService = (slug: ContentSlug): slug is EmployerServicePage =>
  isOneOf(EMPLOYER_SERVICE_PAGES, slug);

export function pageLayout(slug: ContentSlug): { eyebrow: EyebrowKey; cta?: PageCta } {
  const eyebrow: EyebrowKey =
    slug === 'pricing'
      ? 'eyebrow.pricing'
      : isEmployerService(slug)
        ? 'eyebrow.employer'
        : isOneOf(INFO_PAGES, slug)
          ? 'eyebrow.about'
          : 'eyebrow.candidate';
  return { eyebrow, cta: CTA[slug] };
}
