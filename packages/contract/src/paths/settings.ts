/**
 * The portal's settings, public ones (theme, news, pages) and staff ones (roles, audit, enquiries).
 * Relative to `/api/`; paths.ts gathers every group into `API`.
 */
export const settingsApi = {
  /** roles.manage: the modules (areas) with their permissions. */
  modules: 'settings/modules',
  /** roles.manage: every permission and every role's grants (the matrix). */
  permissions: 'settings/permissions',
  /** roles.manage: PUT {permissions} replaces a role's grants. */
  rolePermissions: (role: string) => `settings/roles/${role}/permissions`,
  /** roles.manage: every role, built-in and custom (GET); POST creates a custom role. */
  roles: 'settings/roles',
  /** roles.manage: one role with where each permission comes from (GET); a custom one: PATCH, DELETE. */
  role: (key: string) => `settings/roles/${key}`,
  /** roles.manage: role groups (GET, POST; PATCH/DELETE roleGroup). */
  roleGroups: 'settings/role-groups',
  roleGroup: (id: number | string) => `settings/role-groups/${id}`,
  /** audit.read: the audit log with filters. */
  auditLog: 'settings/audit-log',
  public: 'settings/public',
  /** settings.manage: GET the portal's settings; PATCH any of them (site name, theme, contact, social, job validity). */
  portal: 'settings/portal',
  /** settings.manage: POST multipart `file` (JPEG/PNG/WebP <= 2 MB) as the portal's logo; DELETE restores the default. */
  portalLogo: 'settings/portal/logo',
  /** Public, unguessable URL of the portal's logo (re-encoded WebP). */
  portalLogoFile: (key: string) => `settings/portal/logo/${key}`,
  subscription: 'settings/subscription',
  /** No sign-in: POST {token} confirms a subscription (the mailed link's page). */
  subscriptionConfirm: 'settings/subscription/confirm',
  /** No sign-in: POST {token} or ?token= (RFC 8058 one-click) ends a subscription. */
  subscriptionUnsubscribe: 'settings/subscription/unsubscribe',
  /** Staff (news.manage): the subscribers (?status=&q=&page=) with counts, and as CSV. */
  subscribers: 'settings/subscription/subscribers',
  subscribersExport: 'settings/subscription/subscribers/export',
  /** Staff: the weekly issues sent, and the next one as it would go out now. */
  newsletterIssues: 'settings/subscription/issues',
  newsletterPreview: 'settings/subscription/preview',
  /** Anyone: POST an enquiry. Staff (enquiries.manage): GET the inbox (?status=&q=&service=&assignee=). */
  enquiry: 'settings/enquiry',
  /** Staff: GET one with its notes, PATCH status/assignee. */
  enquiryById: (id: number | string) => `settings/enquiry/${id}`,
  enquiryNotes: (id: number | string) => `settings/enquiry/${id}/notes`,
  enquiryExport: 'settings/enquiry/export',
  enquiryAssignees: 'settings/enquiry/assignees',
  /** Anyone: GET published logistics news (?page=&tag=). Staff (news.manage): POST an article. */
  news: 'settings/logistics-news',
  /** Anyone: GET one published article by its slug. */
  newsArticle: (slug: string) => `settings/logistics-news/article/${slug}`,
  /** Staff: every article, drafts too (?status=&q=). */
  newsManage: 'settings/logistics-news/manage',
  /** Staff: GET, PATCH, DELETE one article. */
  newsById: (id: number | string) => `settings/logistics-news/${id}`,
  /** Staff: POST multipart `file` (JPEG/PNG/WebP <= 2 MB) as the article's image; DELETE removes it. */
  newsImage: (id: number | string) => `settings/logistics-news/${id}/image`,
  /** Public, unguessable URL of an article's image (re-encoded WebP). */
  newsImageFile: (key: string) => `settings/logistics-news/image/${key}`,
  /** Staff (pages.manage): every editable page with who last changed it. */
  pages: 'settings/pages',
  /** Anyone: GET a content page's text (ETag). Staff (pages.manage): PATCH it. */
  page: (slug: string) => `settings/pages/${slug}`,
  /** Staff: a page as staff see it (last editor, revision count). */
  pageManage: (slug: string) => `settings/pages/${slug}/manage`,
  /** Staff: a page's saved revisions, newest first (?page=). */
  pageHistory: (slug: string) => `settings/pages/${slug}/history`,
  /** Staff: one revision with the text before and after. */
  pageRevision: (slug: string, id: number | string) => `settings/pages/${slug}/history/${id}`,
  /** Staff: POST brings a revision's text back, as a new revision. */
  pageRestore: (slug: string, id: number | string) => `settings/pages/${slug}/history/${id}/restore`,
} as const;
