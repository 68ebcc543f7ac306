import type { PathParam } from 'react-router';

/**
 * The typed route table: every route of spec section 2 at exactly its path. The router, the menus
 * and every link build on it, so a path is written once.
 */
type Params<P extends string> = { [K in PathParam<P>]: string | number };

export type RouteDef<P extends string = string> = {
  path: P;
  title: string;
  href: [PathParam<P>] extends [never] ? () => string : (params: Params<P>) => string;
};

function route<P extends string>(path: P, title: string): RouteDef<P> {
  const href = (params?: Record<string, string | number>) =>
    path.replace(/:([A-Za-z_]+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
  return { path, title, href: href as RouteDef<P>['href'] };
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
  home: route('/', 'Home'),
  auth: {
    candidateSignIn: route('/auth/candidate/sign-in', 'Candidate sign in'),
    candidateSignUp: route('/auth/candidate/sign-up', 'Candidate sign up'),
    /** The link mailed at sign-up (?token=): confirming makes the account and signs in. */
    candidateConfirmEmail: route('/auth/candidate/confirm-email', 'Confirm your e-mail address'),
    clientSignIn: route('/auth/:client/sign-in', 'Sign in'),
    clientSignUp: route('/auth/:client/sign-up', 'Sign up'),
    // The spec names forgot-password without a path; it sits beside the other auth pages.
    forgotPassword: route('/auth/forgot-password', 'Forgot password'),
    /** Spec section 2 lists admin-pannel/sign-in in the auth group: the staff sign-in page. */
    adminSignIn: route('/auth/admin-pannel/sign-in', 'Staff sign in'),
    /** Not in the spec: where an invitation or an administrator's reset link lands (?token=). */
    setPassword: route('/auth/set-password', 'Set your password'),
    /** Not in the spec: a candidate a recruiter added claims the account or objects (?token=). */
    claimAccount: route('/auth/claim-account', 'Your profile'),
  },
  admin: {
    /** The staff sign-in's old address: redirects to auth.adminSignIn (bookmarks and old mails). */
    signIn: route('/admin-pannel/sign-in', 'Staff sign in'),
    dashboard: route('/admin-pannel/dashboard', 'Dashboard'),
    emailSuppressions: route('/admin-pannel/email-suppressions', 'Recruiter mail suppression list'),
    create: route('/admin-pannel/create/:client', 'Create'),
    list: route('/admin-pannel/list/:client', 'Organisations'),
    view: route('/admin-pannel/view/:client/:id', 'Organisation'),
    createUser: route('/admin-pannel/create-user/:client', 'Create user'),
    createCandidates: route('/admin-pannel/create/candidates', 'Create candidates'),
    /** Not in the spec (issue 29): likely duplicate candidates and their merge. */
    duplicates: route('/admin-pannel/candidates/duplicates', 'Duplicate candidates'),
    settings: route('/admin-pannel/settings', 'Settings'),
    /** Not in the spec: the staff member's own account (password, sessions, two-step sign-in). */
    account: route('/admin-pannel/account', 'My account'),
    masterList: route('/admin-pannel/master/list', 'Master data'),
    masterItems: route('/admin-pannel/master/:masterName/list', 'Master data list'),
    logisticsNews: route('/admin-pannel/logistics-news', 'Logistics news'),
    /** Not in the spec's list: writing and editing one article (issue 14). */
    logisticsNewsCreate: route('/admin-pannel/logistics-news/create', 'Write an article'),
    logisticsNewsEdit: route('/admin-pannel/logistics-news/edit/:id', 'Edit article'),
    /** Not in the spec's list: the weekly job news's subscribers and issues (the menu's "Subscriptions"). */
    subscribers: route('/admin-pannel/subscribers', 'Subscriptions'),
    /** Not in the spec's list: the enquiry inbox (spec section 3, enquiry; the menu's "contacts"). */
    enquiries: route('/admin-pannel/enquiries', 'Enquiries'),
    enquiry: route('/admin-pannel/enquiries/:id', 'Enquiry'),
    modules: route('/admin-pannel/modules', 'Modules'),
    users: route('/admin-pannel/users', 'Users'),
    /** Not in the spec: one user's page (role, organisation, status, activity, actions). */
    user: route('/admin-pannel/users/:id', 'User'),
    roles: route('/admin-pannel/roles', 'Roles'),
    rolesCreate: route('/admin-pannel/roles/create', 'Create role'),
    /** Not in the spec: one role's page (where each permission comes from; rename, delete). */
    role: route('/admin-pannel/roles/:key', 'Role'),
    roleGroups: route('/admin-pannel/role-groups', 'Role groups'),
    permissions: route('/admin-pannel/permissions', 'Permissions'),
    /** The spec's permissions/{create}: one permission (its code) and the roles that hold it. */
    permissionsCreate: route('/admin-pannel/permissions/:create', 'Permission'),
    /** Not in the spec: the back office's audit log (issue 12: who, what, before, after). */
    auditLog: route('/admin-pannel/audit-log', 'Audit log'),
    /** Not in the spec: the plans (pricing page's Basic, Standard, Premium) and their limits. */
    plans: route('/admin-pannel/plans', 'Plans'),
    /** Not in the spec (it names no route for editing content): the editable pages and one page's editor. */
    pages: route('/admin-pannel/pages', 'Pages'),
    page: route('/admin-pannel/pages/:slug', 'Edit page'),
    /** Issue 30: the spec's admin menu placeholder "tasks", the team's to-dos. */
    tasks: route('/admin-pannel/tasks', 'Tasks'),
    /** Issue 30: the spec's admin menu placeholder "Reports" (master_admin may pick any organisation). */
    reports: route('/admin-pannel/reports', 'Reports'),
    /** A report's printable A4 page (bare). */
    reportsPrint: route('/admin-pannel/reports/print', 'Print report'),
  },
  candidate: {
    home: route('/candidate', 'Dashboard'),
    profile: route('/candidate/profile', 'My Profile'),
    profileCreate: route('/candidate/profile-create', 'Create your profile'),
    personalCreate: route('/candidate/personal-create', 'Personal details'),
    searchJob: route('/candidate/search-job', 'Search jobs'),
    jobList: route('/candidate/job-list', 'Jobs'),
    jobAlert: route('/candidate/job-alert', 'Job alerts'),
    jobRecommended: route('/candidate/job/recommended', 'Recommended jobs'),
    jobApplied: route('/candidate/job/applied', 'Applied jobs'),
    jobSaved: route('/candidate/job/saved', 'Saved jobs'),
    /** The public job-category page inside the candidate's area; its links search as the candidate. */
    jobs: route('/candidate/job/:category', 'Jobs by category'),
    /** Issue 28: the candidate's job offers. */
    offers: route('/candidate/offers', 'My offers'),
    // Issue 28 item 4: the conversations with employers about the candidate's applications.
    messages: route('/candidate/messages', 'Messages'),
    messageThread: route('/candidate/messages/:applicationId', 'Conversation'),
    /** Issue 28: the candidate's interview invitations and answers. */
    interviews: route('/candidate/interviews', 'My interviews'),
  },
  employer: {
    dashboard: route('/employer/dashboard', 'Dashboard'),
    view: route('/employer/view', 'My Profile'),
  },
  management: {
    jobs: route('/management/jobs', 'Jobs'),
    jobsCreate: route('/management/jobs/create', 'Post a job'),
    jobsEdit: route('/management/jobs/edit/:id', 'Edit job'),
    jobsView: route('/management/jobs/view/:id', 'Job'),
    jobSearch: route('/management/job/search', 'Job search'),
    jobTemplates: route('/management/job-template', 'Job templates'),
    jobTemplateCreate: route('/management/job-template/create', 'Create job template'),
    jobTemplateEdit: route('/management/job-template/edit/:id', 'Edit job template'),
    jobTemplateView: route('/management/job-template/view/:id', 'Job template'),
    cvSavedList: route('/management/cv-search/saved-list', 'Saved searches'),
    cvSearch: route('/management/cv-search', 'CV search'),
    cvSearchAction: route('/management/cv-search/:action', 'CV search'),
    cvSearchView: route('/management/cv-search/view/:id', 'Candidate CV'),
    clientCv: route('/management/client-cv/:id', 'Candidate CV'),
    /** Not in the spec: the employer menu's create-candidate entry (organisations cannot open admin-pannel). */
    candidateCreate: route('/management/candidates/create', 'Add a candidate'),
    /** A client's view of a shared link: public, bare, `?token=`. */
    clientCvShared: route('/management/client-cv/shared', 'Candidate CV'),
    cvFolders: route('/management/cv-folder', 'CV folders'),
    cvFolderView: route('/management/cv-folder/view/:id', 'CV folder'),
    emailTemplates: route('/management/email-template', 'E-mail templates'),
    emailTemplateCreate: route('/management/email-template/create', 'Create e-mail template'),
    emailTemplateEdit: route('/management/email-template/edit/:id', 'Edit e-mail template'),
    emailTemplateView: route('/management/email-template/view/:id', 'E-mail template'),
    emailCompose: route('/management/email-template/compose', 'Compose e-mail'),
    emailResponses: route('/management/email-responses', 'E-mail responses'),
    emailTagsView: route('/management/email-template/tags/view/:id', 'Template tags'),
    /** Issue 28: the organisation's offer-letter templates. */
    offerTemplates: route('/management/offer-templates', 'Offer templates'),
    // Issue 28 item 4: the organisation's conversations with its applicants.
    messages: route('/management/messages', 'Messages'),
    messageThread: route('/management/messages/:applicationId', 'Conversation'),
    /** Issue 28: the spec's "Interviews" placeholder, the organisation's agenda and week. */
    interviews: route('/management/interviews', 'Interviews'),
    /** Issue 30: the organisation's tasks (the employer's management area). */
    tasks: route('/management/tasks', 'Tasks'),
    /** Issue 30: the spec's employer menu placeholder "Reports". */
    reports: route('/management/reports', 'Reports'),
    /** A report's printable A4 page (bare). */
    reportsPrint: route('/management/reports/print', 'Print report'),
  },
  unauth: {
    emailResponse: route('/unauth/email-response/:token', 'E-mail response'),
    searchJob: route('/unauth/search-job', 'Search jobs'),
    jobList: route('/unauth/job-list', 'Jobs'),
    jobView: route('/unauth/jobs/view/:id', 'Job'),
    jobAlertUnsubscribe: route('/unauth/job-alert/unsubscribe', 'Unsubscribe from a job alert'),
    emailUnsubscribe: route('/unauth/email-unsubscribe', 'Unsubscribe from recruiter e-mail'),
    /** A candidate's mail's "stop these mails" link (?category=&token=). */
    mailUnsubscribe: route('/unauth/mail/unsubscribe', 'Unsubscribe'),
    /** Issue 30: the weekly report mail's visible "stop" link (the token turns it off on load). */
    reportUnsubscribe: route('/unauth/reports/unsubscribe', 'Unsubscribe from the weekly report'),
    jobCategory: route('/unauth/job-category/:category', 'Jobs by category'),
    employerList: route('/unauth/employer-list', 'Employers'),
    employerJob: route('/unauth/employer-job/:company_id', 'Employer jobs'),
    /** Not in the spec's list: the public logistics news (issue 14); the server renders their heads. */
    news: route('/unauth/logistics-news', 'Logistics news'),
    newsArticle: route('/unauth/logistics-news/:slug', 'Logistics news'),
    /** The weekly job news's mailed links (?token=). */
    subscriptionConfirm: route('/unauth/subscription/confirm', 'Confirm your subscription'),
    subscriptionUnsubscribe: route(
      '/unauth/subscription/unsubscribe',
      'Unsubscribe from the weekly job news',
    ),
    /** Issue 28: an offer mail's signed link (?token=), answered signed out. */
    offer: route('/unauth/offer', 'Your job offer'),
    /** An interview invitation's answer link (?token=), signed out. */
    interview: route('/unauth/interview', 'Your interview'),
  },
  /** Issue 30: public salary insights (the server renders their heads; docs/architecture.md). */
  salaries: {
    index: route('/salaries', 'Logistics salaries'),
    designation: route('/salaries/:designation', 'Salaries'),
    place: route('/salaries/:designation/:place', 'Salaries'),
  },
  consultancyAdmin: {
    dashboard: route('/consultancy-admin/dashboard', 'Dashboard'),
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
