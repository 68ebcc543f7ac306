import { contentHref, paths } from './paths';

/** Spec section 3, "Menu item": id, name, href, optional subMenu and optional state (clearSearch). */
export type MenuState = { clearSearch: boolean };
export type MenuLink = { id: string; name: string; href: string; state?: MenuState };
export type MenuItem = MenuLink & { subMenu?: MenuLink[] };

/** The Account item is special in the header; Logout inside it signs out. */
export const ACCOUNT_ID = 'account';
export const LOGOUT_ID = 'logout';

export const candidateServiceLinks: MenuLink[] = [
  { id: 'cv-writing', name: 'CV Writing', href: contentHref.service('cv-writing') },
  { id: 'job-search', name: 'Job Search', href: contentHref.service('job-search') },
  { id: 'job-alerts', name: 'Job Alerts', href: contentHref.service('job-alerts') },
  {
    id: 'social-media-presence',
    name: 'Social Media Presence',
    href: contentHref.service('social-media-presence'),
  },
  { id: 'learning', name: 'Learning', href: contentHref.service('learning') },
];

export const employerServiceLinks: MenuLink[] = [
  { id: 'job-posting', name: 'Job Posting', href: contentHref.employerService('job-posting') },
  { id: 'cv-searching', name: 'CV Searching', href: contentHref.employerService('cv-searching') },
  {
    id: 'recruitment-software',
    name: 'Recruitment Software',
    href: contentHref.employerService('recruitment-software'),
  },
  {
    id: 'employer-branding',
    name: 'Employer Branding',
    href: contentHref.employerService('employer-branding'),
  },
  { id: 'rpo', name: 'RPO', href: contentHref.employerService('rpo') },
  { id: 'training', name: 'Training', href: contentHref.employerService('training') },
  {
    id: 'employer-learning',
    name: 'Employer Learning',
    href: contentHref.employerService('employer-learning'),
  },
];

export const quickLinks: MenuLink[] = [
  { id: 'about-us', name: 'About Us', href: contentHref.info('about-us') },
  { id: 'contact-us', name: 'Contact Us', href: contentHref.info('contact-us') },
  { id: 'terms-conditions', name: 'Terms & Conditions', href: contentHref.info('terms-conditions') },
  { id: 'privacy-policy', name: 'Privacy Policy', href: contentHref.info('privacy-policy') },
];

const u = paths.unauth;
export const guestMenu: MenuItem[] = [
  { id: 'home', name: 'Home', href: paths.home.href() },
  {
    id: 'jobs',
    name: 'Jobs',
    href: u.searchJob.href(),
    subMenu: [
      { id: 'search-job', name: 'Search Jobs', href: u.searchJob.href(), state: { clearSearch: true } },
      {
        id: 'by-designation',
        name: 'Jobs by Designation',
        href: u.jobCategory.href({ category: 'designation' }),
      },
      {
        id: 'by-functional-area',
        name: 'Jobs by Functional Area',
        href: u.jobCategory.href({ category: 'functional_area' }),
      },
      { id: 'by-state', name: 'Jobs by Emirate', href: u.jobCategory.href({ category: 'state' }) },
      { id: 'employer-list', name: 'Employers', href: u.employerList.href() },
    ],
  },
  { id: 'services', name: 'Services', href: '', subMenu: candidateServiceLinks },
  { id: 'employer-services', name: 'Employer Services', href: '', subMenu: employerServiceLinks },
  {
    id: 'for-employers',
    name: 'For Employers',
    href: '',
    subMenu: [
      {
        id: 'employer-register',
        name: 'Employer Register',
        href: paths.auth.clientSignUp.href({ client: 'employer' }),
      },
      {
        id: 'employer-login',
        name: 'Employer Login',
        href: paths.auth.clientSignIn.href({ client: 'employer' }),
      },
      {
        id: 'consultancy-register',
        name: 'Consultancy Register',
        href: paths.auth.clientSignUp.href({ client: 'consultancy' }),
      },
      {
        id: 'consultancy-login',
        name: 'Consultancy Login',
        href: paths.auth.clientSignIn.href({ client: 'consultancy' }),
      },
    ],
  },
  {
    id: ACCOUNT_ID,
    name: 'Account',
    href: '',
    subMenu: [
      { id: 'candidate-login', name: 'Login', href: paths.auth.candidateSignIn.href() },
      { id: 'candidate-register', name: 'Register', href: paths.auth.candidateSignUp.href() },
    ],
  },
];

/** A link is real when it has a route; placeholders have none. */
export const isRoutable = (link: { href: string }) => link.href !== '' && link.href !== '#';
