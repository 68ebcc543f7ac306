import type { MasterName } from '@portal/contract/master-data';
import { publicQueryKeys } from './public-query-keys';

/**
 * Every TanStack query key of the client, built here and nowhere else. Each resource has an `all`
 * prefix (what a mutation invalidates) and functions for its lists and single items, so a query and
 * the mutations that must refresh it can never drift apart.
 *
 * Keys under `public` survive a logout (`useClearSession` keeps them); every other key belongs to the
 * signed-in session and is dropped with it. The groups the shell and the public pages read on their
 * first load are written in public-query-keys.ts (see there why); the rest here.
 */
type Id = number | string;
/** A list's filters; the whole object is part of the key, so each filter set is cached apart. */
type Params = Readonly<Record<string, unknown>>;

export const queryKeys = {
  public: publicQueryKeys.public,

  /** The portal's settings as staff edit them (the public view is `public.settings`). */
  portalSettings: {
    all: () => ['portal-settings'] as const,
    /** Refreshed with every settings save (the key starts with `all`). */
    setup: () => ['portal-settings', 'setup-checklist'] as const,
  },

  session: publicQueryKeys.session,

  publicJobs: publicQueryKeys.publicJobs,

  /** The employer's and staff's own jobs (management lists and the edit form). */
  manageJobs: {
    all: () => ['manage-jobs'] as const,
    list: (params: Params) => ['manage-jobs', 'list', params] as const,
    detail: (id: Id) => ['manage-jobs', 'detail', String(id)] as const,
  },

  /** A job's applicants; a status move refreshes lists, the open applicant and counts together. */
  applicants: {
    all: () => ['applicants'] as const,
    lists: () => ['applicants', 'list'] as const,
    list: (jobId: Id, filter: Params) => ['applicants', 'list', String(jobId), filter] as const,
    detail: (id: number) => ['applicants', 'detail', id] as const,
  },

  jobTemplates: {
    all: () => ['job-templates'] as const,
    list: (params: Params) => ['job-templates', 'list', params] as const,
    detail: (id: Id) => ['job-templates', 'detail', String(id)] as const,
  },

  /** The CV database: searches, a candidate as a recruiter sees them, folders, saved searches. */
  /** Issue 29: likely duplicate candidates and a merge's preview (the operator's staff). */
  candidateMerge: {
    all: () => ['candidate-merge'] as const,
    duplicates: () => ['candidate-merge', 'duplicates'] as const,
    preview: (survivor: Id, duplicate: Id) =>
      ['candidate-merge', 'preview', String(survivor), String(duplicate)] as const,
  },
  cvSearch: {
    all: () => ['cv-search'] as const,
    search: (query: Params) => ['cv-search', 'search', query] as const,
    candidate: (id: Id) => ['cv-search', 'candidate', String(id)] as const,
    similar: (id: Id) => ['cv-search', 'similar', String(id)] as const,
  },
  cvFolders: {
    all: () => ['cv-folders'] as const,
    list: (params: Params) => ['cv-folders', 'list', params] as const,
    detail: (id: Id, params: Params) => ['cv-folders', 'detail', String(id), params] as const,
  },
  cvSavedSearches: {
    all: () => ['cv-saved-searches'] as const,
  },
  /** The client CV: the recruiter's preview, its shared links, a client's open of one. */
  clientCv: {
    preview: (id: Id) => ['client-cv', 'preview', String(id)] as const,
    shares: (id: Id) => ['client-cv', 'shares', String(id)] as const,
    shared: (token: string) => ['client-cv', 'shared', token] as const,
  },
  /** Recruiter e-mail campaigns and their recipients (issue 13). */
  emailCampaigns: {
    all: () => ['email-campaigns'] as const,
    list: (page: number) => ['email-campaigns', 'list', page] as const,
    detail: (id: Id, params: Params) => ['email-campaigns', 'detail', String(id), params] as const,
  },
  /** Recruiter e-mail templates, their previews and tags (issue 13). */
  emailTemplates: {
    all: () => ['email-templates'] as const,
    list: (params: Params) => ['email-templates', 'list', params] as const,
    detail: (id: Id) => ['email-templates', 'detail', String(id)] as const,
    tags: (id: Id, params: Params) => ['email-templates', 'tags', String(id), params] as const,
    preview: (params: Params) => ['email-templates', 'preview', params] as const,
  },

  /** Employers and consultancies as staff manage them. */
  clients: {
    all: () => ['clients'] as const,
    list: (params: Params) => ['clients', 'list', params] as const,
    detail: (id: Id) => ['clients', 'detail', String(id)] as const,
    /** Active organisations a job may be posted for. */
    active: () => ['clients', 'active'] as const,
  },

  /** Dashboards by period. */
  dashboards: {
    admin: (period: number) => ['dashboards', 'admin', period] as const,
    employer: (period: number) => ['dashboards', 'employer', period] as const,
    searchDemand: (days: number) => ['dashboards', 'search-demand', days] as const,
    mine: () => ['dashboards', 'mine'] as const,
    team: (period: number) => ['dashboards', 'team', period] as const,
  },

  /** The operator's enquiry inbox. */
  enquiries: {
    all: () => ['enquiries'] as const,
    list: (params: Params) => ['enquiries', 'list', params] as const,
    detail: (id: Id) => ['enquiries', 'detail', String(id)] as const,
    assignees: () => ['enquiries', 'assignees'] as const,
  },

  news: publicQueryKeys.news,

  /** Editable pages for staff: the list, one page, its history and one revision. */
  pages: {
    all: () => ['pages'] as const,
    list: () => ['pages', 'list'] as const,
    detail: (slug: string) => ['pages', 'detail', slug] as const,
    history: (slug: string, params: Params) => ['pages', 'history', slug, params] as const,
    revision: (slug: string, id: Id) => ['pages', 'revision', slug, String(id)] as const,
  },

  /** The weekly job news for staff: subscribers, the issues sent, the next one's preview. */
  subscribers: {
    all: () => ['subscribers'] as const,
    list: (params: Params) => ['subscribers', 'list', params] as const,
    issues: () => ['subscribers', 'issues'] as const,
    preview: () => ['subscribers', 'preview'] as const,
  },

  /** The signed-in organisation's company profile (its own, private parts included). */
  companyProfile: {
    all: () => ['company-profile'] as const,
    detail: () => ['company-profile', 'detail'] as const,
    userDetail: () => ['company-profile', 'user-detail'] as const,
  },

  /** The public employer directory. */
  employers: {
    all: () => ['employers'] as const,
    list: (params: Params) => ['employers', 'list', params] as const,
    detail: (id: Id) => ['employers', 'detail', String(id)] as const,
  },

  applications: publicQueryKeys.applications,

  savedJobs: publicQueryKeys.savedJobs,

  candidate: {
    /** The candidate's full profile (`GET /candidate/profile`), not the session's user. */
    profile: () => ['candidate', 'profile'] as const,
    /** A candidate the organisation added, as it completes them (issue 29). */
    added: (id: Id) => ['candidate', 'added', String(id)] as const,
    dashboard: () => ['candidate', 'dashboard'] as const,
    profileViews: () => ['candidate', 'profile-views'] as const,
    /** The candidate's named CVs and saved cover letters (issue 29). */
    cvs: () => ['candidate', 'cvs'] as const,
    coverLetters: () => ['candidate', 'cover-letters'] as const,
    recommended: (page: number) => ['candidate', 'recommended', page] as const,
    alerts: () => ['candidate', 'alerts'] as const,
    /** Which non-essential mails the candidate gets (the Account section). */
    mailPreferences: () => ['candidate', 'mail-preferences'] as const,
    /** What the candidate agreed to, when and how (the Account section). */
    consents: () => ['candidate', 'consents'] as const,
  },

  /** Accounts as the back office manages them (admin-pannel/users, an organisation's team). */
  users: {
    all: () => ['users'] as const,
    list: (params: Params) => ['users', 'list', params] as const,
    detail: (id: Id) => ['users', 'detail', String(id)] as const,
  },

  /** Plans, and an organisation's plan and usage. */
  plans: {
    all: () => ['plans'] as const,
    list: () => ['plans', 'list'] as const,
    usage: (clientId: Id) => ['plans', 'usage', String(clientId)] as const,
  },

  /** The back office's access control: roles, role groups, the matrix, the audit log. */
  accessControl: {
    all: () => ['access-control'] as const,
    matrix: () => ['access-control', 'matrix'] as const,
    roles: () => ['access-control', 'roles'] as const,
    role: (key: string) => ['access-control', 'role', key] as const,
    groups: () => ['access-control', 'groups'] as const,
    auditLog: (params: Params) => ['access-control', 'audit-log', params] as const,
  },

  /** Master data as staff manage it. */
  masterAdmin: {
    all: () => ['master-admin'] as const,
    lists: () => ['master-admin', 'lists'] as const,
    items: (name: MasterName, q: string) => ['master-admin', 'items', name, q] as const,
  },

  /** Staff notes on one candidate. */
  consultantNotes: {
    list: (candidateId: number) => ['consultant-notes', candidateId] as const,
  },

  /** Offers (issue 28): the organisation's letter templates, an application's offers, the candidate's. */
  offers: {
    all: () => ['offers'] as const,
    templates: (params: Params) => ['offers', 'templates', params] as const,
    ofApplication: (id: number) => ['offers', 'application', id] as const,
    mine: () => ['offers', 'mine'] as const,
    link: (token: string) => ['offers', 'link', token] as const,
  },
  /** Issue 30: the organisation's tasks, the header's count, the form's options and the proposals. */
  tasks: {
    all: () => ['tasks'] as const,
    list: (params: Params) => ['tasks', 'list', params] as const,
    summary: () => ['tasks', 'summary'] as const,
    options: () => ['tasks', 'options'] as const,
    proposals: () => ['tasks', 'proposals'] as const,
  },
  /** Issue 30: the reports' catalogue (per organisation picked), each report per filters, the weekly mail opt-in. */
  reports: {
    all: () => ['reports'] as const,
    catalogue: (clientId: number | undefined) => ['reports', 'catalogue', clientId ?? null] as const,
    report: (id: string, filters: Params) => ['reports', 'report', id, filters] as const,
    subscription: () => ['reports', 'subscription'] as const,
  },
  /** Issue 28 item 4: conversations per application, and the header's unread count. */
  messages: {
    all: () => ['messages'] as const,
    list: (params: Params) => ['messages', 'list', params] as const,
    thread: (applicationId: Id) => ['messages', 'thread', String(applicationId)] as const,
    unread: () => ['messages', 'unread'] as const,
  },
  /** Scorecards: an application's cards and a job's criteria; a save refreshes both. */
  scorecards: {
    all: () => ['scorecards'] as const,
    application: (id: number) => ['scorecards', 'application', id] as const,
  },
};
