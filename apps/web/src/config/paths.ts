import type { PathParam } from 'react-router';
import type en from './i18n/en.json';

/**
 * The typed route table: every route of spec section 2 at exactly its path. The router, the menus
 * and every link build on it, so a path is written once.
 */
type Params<P extends string> = { [K in PathParam<P>]: string | number };

/** A page's title in the config catalogue (config/i18n). */
export type TitleKey = Extract<keyof typeof en, `title.${string}`>;

/** A route's handle: its page title's key (app/layouts/root-layout.tsx writes it as the page title). */
export type RouteHandle = { title?: TitleKey };

export type RouteDef<P extends string = string> = {
  path: P;
  /** The page's title: its catalogue key, read in the page's language (app/layouts/root-layout.tsx). */
  titleKey: TitleKey;
  href: [PathParam<P>] extends [never] ? () => string : (params: Params<P>) => string;
};

function route<P extends string>(path: P, titleKey: TitleKey): RouteDef<P> {
  const href = (params?: Record<string, string | number>) =>
    path.replace(/:([A-Za-z_]+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
  return { path, titleKey, href: href as RouteDef<P>['href'] };
}

/** Content pages (their text is staff-edited, served by the API); the server shares the lists. */
export {
  CONTENT_ALIASES,
  CONTENT_PAGES,
  type ContentSlug,
  contentHref,
  EMPLOYER_SERVICE_PAGES,
  type EmployerServicePage,
  INFO_PAGES,
  type InfoPage,
  SERVICE_PAGES,
  type ServicePage,
} from '@portal/contract/site-pages';

export const paths = {
  home: route('/', 'title.home'),
  auth: {
    candidateSignIn: route('/auth/candidate/sign-in', 'title.candidateSignIn'),
    candidateSignUp: route('/auth/candidate/sign-up', 'title.candidateSignUp'),
    /** The link mailed at sign-up (?token=): confirming makes the account and signs in. */
    candidateConfirmEmail: route('/auth/candidate/confirm-email', 'title.confirmYourEmailAddress'),
    clientSignIn: route('/auth/:client/sign-in', 'title.signIn'),
    clientSignUp: route('/auth/:client/sign-up', 'title.signUp'),
    // The spec names forgot-password without a path; it sits beside the other auth pages.
    forgotPassword: route('/auth/forgot-password', 'title.forgotPassword'),
    /** Spec section 2 lists admin-pannel/sign-in in the auth group: the staff sign-in page. */
    adminSignIn: route('/auth/admin-pannel/sign-in', 'title.staffSignIn'),
    /** Not in the spec: where an invitation or an administrator's reset link lands (?token=). */
    setPassword: route('/auth/set-password', 'title.setYourPassword'),
    /** Not in the spec: a candidate a recruiter added claims the account or objects (?token=). */
    claimAccount: route('/auth/claim-account', 'title.yourProfile'),
  },
  admin: {
    /** The staff sign-in's old address: redirects to auth.adminSignIn (bookmarks and old mails). */
    signIn: route('/admin-pannel/sign-in', 'title.staffSignIn'),
    dashboard: route('/admin-pannel/dashboard', 'title.dashboard'),
    emailSuppressions: route('/admin-pannel/email-suppressions', 'title.recruiterMailSuppressionList'),
    create: route('/admin-pannel/create/:client', 'title.create'),
    list: route('/admin-pannel/list/:client', 'title.organisations'),
    view: route('/admin-pannel/view/:client/:id', 'title.organisation'),
    createUser: route('/admin-pannel/create-user/:client', 'title.createUser'),
    createCandidates: route('/admin-pannel/create/candidates', 'title.createCandidates'),
    /** Not in the spec (issue 29): likely duplicate candidates and their merge. */
    duplicates: route('/admin-pannel/candidates/duplicates', 'title.duplicateCandidates'),
    settings: route('/admin-pannel/settings', 'title.settings'),
    /** Not in the spec: the staff member's own account (password, sessions, two-step sign-in). */
    account: route('/admin-pannel/account', 'title.myAccount'),
    masterList: route('/admin-pannel/master/list', 'title.masterData'),
    masterItems: route('/admin-pannel/master/:masterName/list', 'title.masterDataList'),
    logisticsNews: route('/admin-pannel/logistics-news', 'title.logisticsNews'),
    /** Not in the spec's list: writing and editing one article (issue 14). */
    logisticsNewsCreate: route('/admin-pannel/logistics-news/create', 'title.writeAnArticle'),
    logisticsNewsEdit: route('/admin-pannel/logistics-news/edit/:id', 'title.editArticle'),
    /** Not in the spec's list: the weekly job news's subscribers and issues (the menu's "Subscriptions"). */
    subscribers: route('/admin-pannel/subscribers', 'title.subscriptions'),
    /** Not in the spec's list: the enquiry inbox (spec section 3, enquiry; the menu's "contacts"). */
    enquiries: route('/admin-pannel/enquiries', 'title.enquiries'),
    enquiry: route('/admin-pannel/enquiries/:id', 'title.enquiry'),
    modules: route('/admin-pannel/modules', 'title.modules'),
    users: route('/admin-pannel/users', 'title.users'),
    /** Not in the spec: one user's page (role, organisation, status, activity, actions). */
    user: route('/admin-pannel/users/:id', 'title.user'),
    roles: route('/admin-pannel/roles', 'title.roles'),
    rolesCreate: route('/admin-pannel/roles/create', 'title.createRole'),
    /** Not in the spec: one role's page (where each permission comes from; rename, delete). */
    role: route('/admin-pannel/roles/:key', 'title.role'),
    roleGroups: route('/admin-pannel/role-groups', 'title.roleGroups'),
    permissions: route('/admin-pannel/permissions', 'title.permissions'),
    /** The spec's permissions/{create}: one permission (its code) and the roles that hold it. */
    permissionsCreate: route('/admin-pannel/permissions/:create', 'title.permission'),
    /** Not in the spec: the back office's audit log (issue 12: who, what, before, after). */
    auditLog: route('/admin-pannel/audit-log', 'title.auditLog'),
    /** Not in the spec: the plans (pricing page's Basic, Standard, Premium) and their limits. */
    plans: route('/admin-pannel/plans', 'title.plans'),
    /** Not in the spec (it names no route for editing content): the editable pages and one page's editor. */
    pages: route('/admin-pannel/pages', 'title.pages'),
    page: route('/admin-pannel/pages/:slug', 'title.editPage'),
    /** Issue 30: the spec's admin menu placeholder "tasks", the team's to-dos. */
    tasks: route('/admin-pannel/tasks', 'title.tasks'),
    /** Issue 30: the spec's admin menu placeholder "Reports" (master_admin may pick any organisation). */
    reports: route('/admin-pannel/reports', 'title.reports'),
    /** A report's printable A4 page (bare). */
    reportsPrint: route('/admin-pannel/reports/print', 'title.printReport'),
  },
  candidate: {
    home: route('/candidate', 'title.dashboard'),
    profile: route('/candidate/profile', 'title.myProfile'),
    profileCreate: route('/candidate/profile-create', 'title.createYourProfile'),
    personalCreate: route('/candidate/personal-create', 'title.personalDetails'),
    searchJob: route('/candidate/search-job', 'title.searchJobs'),
    jobList: route('/candidate/job-list', 'title.jobs'),
    jobAlert: route('/candidate/job-alert', 'title.jobAlerts'),
    jobRecommended: route('/candidate/job/recommended', 'title.recommendedJobs'),
    jobApplied: route('/candidate/job/applied', 'title.appliedJobs'),
    jobSaved: route('/candidate/job/saved', 'title.savedJobs'),
    /** The public job-category page inside the candidate's area; its links search as the candidate. */
    jobs: route('/candidate/job/:category', 'title.jobsByCategory'),
    /** Issue 28: the candidate's job offers. */
    offers: route('/candidate/offers', 'title.myOffers'),
    // Issue 28 item 4: the conversations with employers about the candidate's applications.
    messages: route('/candidate/messages', 'title.messages'),
    messageThread: route('/candidate/messages/:applicationId', 'title.conversation'),
    /** Issue 28: the candidate's interview invitations and answers. */
    interviews: route('/candidate/interviews', 'title.myInterviews'),
  },
  employer: {
    dashboard: route('/employer/dashboard', 'title.dashboard'),
    view: route('/employer/view', 'title.myProfile'),
  },
  management: {
    jobs: route('/management/jobs', 'title.jobs'),
    jobsCreate: route('/management/jobs/create', 'title.postAJob'),
    jobsEdit: route('/management/jobs/edit/:id', 'title.editJob'),
    jobsView: route('/management/jobs/view/:id', 'title.job'),
    jobSearch: route('/management/job/search', 'title.jobSearch'),
    jobTemplates: route('/management/job-template', 'title.jobTemplates'),
    jobTemplateCreate: route('/management/job-template/create', 'title.createJobTemplate'),
    jobTemplateEdit: route('/management/job-template/edit/:id', 'title.editJobTemplate'),
    jobTemplateView: route('/management/job-template/view/:id', 'title.jobTemplate'),
    cvSavedList: route('/management/cv-search/saved-list', 'title.savedSearches'),
    cvSearch: route('/management/cv-search', 'title.cvSearch'),
    cvSearchAction: route('/management/cv-search/:action', 'title.cvSearch'),
    cvSearchView: route('/management/cv-search/view/:id', 'title.candidateCV'),
    clientCv: route('/management/client-cv/:id', 'title.candidateCV'),
    /** Not in the spec: the employer menu's create-candidate entry (organisations cannot open admin-pannel). */
    candidateCreate: route('/management/candidates/create', 'title.addACandidate'),
    /** A client's view of a shared link: public, bare, `?token=`. */
    clientCvShared: route('/management/client-cv/shared', 'title.candidateCV'),
    cvFolders: route('/management/cv-folder', 'title.cvFolders'),
    cvFolderView: route('/management/cv-folder/view/:id', 'title.cvFolder'),
    emailTemplates: route('/management/email-template', 'title.emailTemplates'),
    emailTemplateCreate: route('/management/email-template/create', 'title.createEmailTemplate'),
    emailTemplateEdit: route('/management/email-template/edit/:id', 'title.editEmailTemplate'),
    emailTemplateView: route('/management/email-template/view/:id', 'title.emailTemplate'),
    emailCompose: route('/management/email-template/compose', 'title.composeEmail'),
    emailResponses: route('/management/email-responses', 'title.emailResponses'),
    emailTagsView: route('/management/email-template/tags/view/:id', 'title.templateTags'),
    /** Issue 28: the organisation's offer-letter templates. */
    offerTemplates: route('/management/offer-templates', 'title.offerTemplates'),
    // Issue 28 item 4: the organisation's conversations with its applicants.
    messages: route('/management/messages', 'title.messages'),
    messageThread: route('/management/messages/:applicationId', 'title.conversation'),
    /** Issue 28: the spec's "Interviews" placeholder, the organisation's agenda and week. */
    interviews: route('/management/interviews', 'title.interviews'),
    /** Issue 30: the organisation's tasks (the employer's management area). */
    tasks: route('/management/tasks', 'title.tasks'),
    /** Issue 30: the spec's employer menu placeholder "Reports". */
    reports: route('/management/reports', 'title.reports'),
    /** A report's printable A4 page (bare). */
    reportsPrint: route('/management/reports/print', 'title.printReport'),
  },
  unauth: {
    emailResponse: route('/unauth/email-response/:token', 'title.emailResponse'),
    searchJob: route('/unauth/search-job', 'title.searchJobs'),
    jobList: route('/unauth/job-list', 'title.jobs'),
    jobView: route('/unauth/jobs/view/:id', 'title.job'),
    jobAlertUnsubscribe: route('/unauth/job-alert/unsubscribe', 'title.unsubscribeFromAJobAlert'),
    emailUnsubscribe: route('/unauth/email-unsubscribe', 'title.unsubscribeFromRecruiterEmail'),
    /** A candidate's mail's "stop these mails" link (?category=&token=). */
    mailUnsubscribe: route('/unauth/mail/unsubscribe', 'title.unsubscribe'),
    /** Issue 30: the weekly report mail's visible "stop" link (the token turns it off on load). */
    reportUnsubscribe: route('/unauth/reports/unsubscribe', 'title.unsubscribeFromTheWeeklyReport'),
    jobCategory: route('/unauth/job-category/:category', 'title.jobsByCategory'),
    employerList: route('/unauth/employer-list', 'title.employers'),
    employerJob: route('/unauth/employer-job/:company_id', 'title.employerJobs'),
    /** Not in the spec's list: the public logistics news (issue 14); the server renders their heads. */
    news: route('/unauth/logistics-news', 'title.logisticsNews'),
    newsArticle: route('/unauth/logistics-news/:slug', 'title.logisticsNews'),
    /** The weekly job news's mailed links (?token=). */
    subscriptionConfirm: route('/unauth/subscription/confirm', 'title.confirmYourSubscription'),
    subscriptionUnsubscribe: route(
      '/unauth/subscription/unsubscribe',
      'title.unsubscribeFromTheWeeklyJobNews',
    ),
    /** Issue 28: an offer mail's signed link (?token=), answered signed out. */
    offer: route('/unauth/offer', 'title.yourJobOffer'),
    /** An interview invitation's answer link (?token=), signed out. */
    interview: route('/unauth/interview', 'title.yourInterview'),
  },
  /** Issue 30: public salary insights (the server renders their heads; docs/architecture.md). */
  salaries: {
    index: route('/salaries', 'title.logisticsSalaries'),
    designation: route('/salaries/:designation', 'title.salaries'),
    place: route('/salaries/:designation/:place', 'title.salaries'),
  },
  consultancyAdmin: {
    dashboard: route('/consultancy-admin/dashboard', 'title.dashboard'),
  },
} as const;

/** Sign-in page for a sign-in kind; the admin one has its own path. */
export function signInHref(kind: 'candidate' | 'employer' | 'consultancy' | 'admin'): string {
  if (kind === 'candidate') return paths.auth.candidateSignIn.href();
  if (kind === 'admin') return paths.auth.adminSignIn.href();
  return paths.auth.clientSignIn.href({ client: kind });
}

export function signUpHref(kind: 'candidate' | 'employer' | 'consultancy'): string {
  if (kind === 'candidate') return paths.auth.candidateSignUp.href();
  return paths.auth.clientSignUp.href({ client: kind });
}
