import { useT } from './i18n';
import type en from './i18n/en.json';
import { contentHref, paths } from './paths';

/** A menu entry's message in the config catalogue (config/i18n). */
export type MenuKey = keyof typeof en;

const english = useT.translator('en', 'en-GB');

/**
 * An entry's name: its catalogue key (read in the page's language where the menu renders,
 * app/layouts/menu-model.ts) and its English text (what tests and logs read). In the browser's build
 * the module naming an entry brings its English (build/messages.ts), so the guest's menus carry no
 * signed-in role's names.
 */
export const label = (key: MenuKey): { key: MenuKey; name: string } => ({ key, name: english(key) });

/** Spec section 3, "Menu item": id, name, href, optional subMenu and optional state (clearSearch). */
export type MenuState = { clearSearch: boolean };
export type MenuLink = { id: string; key: MenuKey; name: string; href: string; state?: MenuState };
export type MenuItem = MenuLink & { subMenu?: MenuLink[] };

/** The Account item is special in the header; Logout inside it signs out. */
export const ACCOUNT_ID = 'account';
export const LOGOUT_ID = 'logout';

export const candidateServiceLinks: MenuLink[] = [
  { id: 'cv-writing', ...label('menu.cvWriting'), href: contentHref.service('cv-writing') },
  { id: 'job-search', ...label('menu.jobSearch'), href: contentHref.service('job-search') },
  { id: 'job-alerts', ...label('menu.jobAlerts'), href: contentHref.service('job-alerts') },
  {
    id: 'social-media-presence',
    ...label('menu.socialMediaPresence'),
    href: contentHref.service('social-media-presence'),
  },
  { id: 'learning', ...label('menu.learning'), href: contentHref.service('learning') },
];

export const employerServiceLinks: MenuLink[] = [
  { id: 'job-posting', ...label('menu.jobPosting'), href: contentHref.employerService('job-posting') },
  { id: 'cv-searching', ...label('menu.cvSearching'), href: contentHref.employerService('cv-searching') },
  {
    id: 'recruitment-software',
    ...label('menu.recruitmentSoftware'),
    href: contentHref.employerService('recruitment-software'),
  },
  {
    id: 'employer-branding',
    ...label('menu.employerBranding'),
    href: contentHref.employerService('employer-branding'),
  },
  { id: 'rpo', ...label('menu.rpo'), href: contentHref.employerService('rpo') },
  { id: 'training', ...label('menu.training'), href: contentHref.employerService('training') },
  {
    id: 'employer-learning',
    ...label('menu.employerLearning'),
    href: contentHref.employerService('employer-learning'),
  },
];

export const quickLinks: MenuLink[] = [
  { id: 'about-us', ...label('menu.aboutUs'), href: contentHref.info('about-us') },
  { id: 'contact-us', ...label('menu.contactUs'), href: contentHref.info('contact-us') },
  { id: 'terms-conditions', ...label('menu.termsAndConditions'), href: contentHref.info('terms-conditions') },
  { id: 'privacy-policy', ...label('menu.privacyPolicy'), href: contentHref.info('privacy-policy') },
];

const u = paths.unauth;
export const guestMenu: MenuItem[] = [
  { id: 'home', ...label('menu.home'), href: paths.home.href() },
  {
    id: 'jobs',
    ...label('menu.jobs'),
    href: u.searchJob.href(),
    subMenu: [
      {
        id: 'search-job',
        ...label('menu.searchJobs'),
        href: u.searchJob.href(),
        state: { clearSearch: true },
      },
      {
        id: 'by-designation',
        ...label('menu.jobsByDesignation'),
        href: u.jobCategory.href({ category: 'designation' }),
      },
      {
        id: 'by-functional-area',
        ...label('menu.jobsByFunctionalArea'),
        href: u.jobCategory.href({ category: 'functional_area' }),
      },
      { id: 'by-state', ...label('menu.jobsByEmirate'), href: u.jobCategory.href({ category: 'state' }) },
      { id: 'employer-list', ...label('menu.employers'), href: u.employerList.href() },
    ],
  },
  { id: 'services', ...label('menu.services'), href: '', subMenu: candidateServiceLinks },
  { id: 'employer-services', ...label('menu.employerServices'), href: '', subMenu: employerServiceLinks },
  {
    id: 'for-employers',
    ...label('menu.forEmployers'),
    href: '',
    subMenu: [
      {
        id: 'employer-register',
        ...label('menu.employerRegister'),
        href: paths.auth.clientSignUp.href({ client: 'employer' }),
      },
      {
        id: 'employer-login',
        ...label('menu.employerLogin'),
        href: paths.auth.clientSignIn.href({ client: 'employer' }),
      },
      {
        id: 'consultancy-register',
        ...label('menu.consultancyRegister'),
        href: paths.auth.clientSignUp.href({ client: 'consultancy' }),
      },
      {
        id: 'consultancy-login',
        ...label('menu.consultancyLogin'),
        href: paths.auth.clientSignIn.href({ client: 'consultancy' }),
      },
    ],
  },
  {
    id: ACCOUNT_ID,
    ...label('menu.account'),
    href: '',
    subMenu: [
      { id: 'candidate-login', ...label('menu.login'), href: paths.auth.candidateSignIn.href() },
      { id: 'candidate-register', ...label('menu.register'), href: paths.auth.candidateSignUp.href() },
    ],
  },
];

/** A link is real when it has a route; placeholders have none. */
export const isRoutable = (link: { href: string }) => link.href !== '' && link.href !== '#';
