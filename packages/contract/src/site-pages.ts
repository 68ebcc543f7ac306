/**
 * The public content pages (services, employer services, about and legal pages). The web client
 * renders them; the server redirects their other paths, gives them a canonical link and lists them
 * in the sitemap, so the lists live here once.
 */
export const SERVICE_PAGES = [
  'cv-writing',
  'webinar',
  'job-search',
  'job-alerts',
  'social-media-presence',
  'learning',
  'pricing',
] as const;
export const INFO_PAGES = ['about-us', 'contact-us', 'privacy-policy', 'terms-conditions'] as const;
export const EMPLOYER_SERVICE_PAGES = [
  'recruitment-software',
  'job-posting',
  'cv-searching',
  'employer-branding',
  'rpo',
  'training',
  'employer-learning',
] as const;
export type ServicePage = (typeof SERVICE_PAGES)[number];
export type InfoPage = (typeof INFO_PAGES)[number];
export type EmployerServicePage = (typeof EMPLOYER_SERVICE_PAGES)[number];
export type ContentSlug = ServicePage | InfoPage | EmployerServicePage;

/** Each page's canonical path. */
export const contentHref = {
  service: (slug: ServicePage) => `/unauth/services/${slug}`,
  info: (slug: InfoPage) => `/unauth/${slug}`,
  employerService: (slug: EmployerServicePage) => `/unauth/employer-services/${slug}`,
};

export type ContentPage = { slug: ContentSlug; path: string };

/** Every content page at its canonical path. */
export const CONTENT_PAGES: ContentPage[] = [
  ...SERVICE_PAGES.map((slug) => ({ slug, path: contentHref.service(slug) })),
  ...INFO_PAGES.map((slug) => ({ slug, path: contentHref.info(slug) })),
  ...EMPLOYER_SERVICE_PAGES.map((slug) => ({ slug, path: contentHref.employerService(slug) })),
];

/**
 * The spec's page list ("services/cv-writing, about-us, ..., webinar, job-search") reads both as
 * `/unauth/<page>` and as `/unauth/services/<page>`: the other reading of each page's path
 * redirects to its canonical one, so no link someone followed or typed ends on the error page.
 */
export const CONTENT_ALIASES: { from: string; to: string }[] = [
  ...SERVICE_PAGES.map((slug) => ({ from: `/unauth/${slug}`, to: contentHref.service(slug) })),
  ...INFO_PAGES.map((slug) => ({ from: `/unauth/services/${slug}`, to: contentHref.info(slug) })),
  ...EMPLOYER_SERVICE_PAGES.map((slug) => ({
    from: `/unauth/${slug}`,
    to: contentHref.employerService(slug),
  })),
];
