import { z } from 'zod';
import { moduleInfoSchema, permissionMatrixSchema, rolePermissionsUpdateSchema } from '../access-control';
import {
  customRoleInputSchema,
  customRoleUpdateSchema,
  roleDetailSchema,
  roleGroupInputSchema,
  roleGroupSchema,
  roleGroupUpdateSchema,
  roleKeySchema,
  roleSummarySchema,
} from '../custom-roles';
import {
  enquiryAssigneeSchema,
  enquiryCreateSchema,
  enquiryDetailSchema,
  enquiryExportQuerySchema,
  enquiryListQuerySchema,
  enquiryListSchema,
  enquiryNoteCreateSchema,
  enquiryUpdateSchema,
} from '../enquiries';
import { envelope, listEnvelope, messageSchema } from '../envelope';
import { idParam } from '../fields';
import { storageKeyParam } from '../files';
import {
  newsArticleEnvelope,
  newsInputSchema,
  newsListQuerySchema,
  newsListSchema,
  newsManageEnvelope,
  newsManageListSchema,
  newsManageQuerySchema,
  newsSlugParam,
  newsUpdateSchema,
} from '../news';
import {
  pageEnvelope,
  pageHistoryQuerySchema,
  pageHistorySchema,
  pageManageEnvelope,
  pageManageListSchema,
  pageRevisionEnvelope,
  pageRevisionParam,
  pageSlugParam,
  pageUpdateSchema,
} from '../pages';
import {
  adminSettingsSchema,
  logoUploadedSchema,
  publicSettingsSchema,
  settingsUpdateSchema,
  setupChecklistSchema,
} from '../settings';
import {
  newsletterIssueSchema,
  newsletterPreviewSchema,
  subscriberExportQuerySchema,
  subscriberListQuerySchema,
  subscriberListSchema,
  subscriptionRequestSchema,
  subscriptionResultSchema,
  subscriptionTokenBodySchema,
  subscriptionTokenQuerySchema,
} from '../subscription';
import { auditEntrySchema, auditQuerySchema } from '../user-admin';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the settings endpoints (./settings.ts holds their methods and paths). */
export const settingsSchemas = {
  roles: { response: envelope(z.array(roleSummarySchema)) },
  createRoles: { body: customRoleInputSchema, status: 201, response: envelope(roleDetailSchema) },
  role: { params: z.object({ key: roleKeySchema }), response: envelope(roleDetailSchema) },
  updateRole: {
    params: z.object({ key: roleKeySchema }),
    body: customRoleUpdateSchema,
    response: envelope(roleDetailSchema),
  },
  removeRole: { params: z.object({ key: roleKeySchema }), response: messageSchema },
  roleGroups: { response: envelope(z.array(roleGroupSchema)) },
  createRoleGroups: { body: roleGroupInputSchema, status: 201, response: envelope(roleGroupSchema) },
  updateRoleGroup: { params: idParam, body: roleGroupUpdateSchema, response: envelope(roleGroupSchema) },
  removeRoleGroup: { params: idParam, response: messageSchema },
  modules: { response: envelope(z.array(moduleInfoSchema)) },
  permissions: { response: envelope(permissionMatrixSchema) },
  rolePermissions: {
    params: z.object({ role: roleKeySchema }),
    body: rolePermissionsUpdateSchema,
    response: envelope(permissionMatrixSchema),
  },
  auditLog: { query: auditQuerySchema, response: listEnvelope(auditEntrySchema) },
  createEnquiry: { body: enquiryCreateSchema, status: 201, response: messageSchema },
  enquiry: { query: enquiryListQuerySchema, response: enquiryListSchema },
  enquiryExport: { query: enquiryExportQuerySchema, response: z.string() },
  enquiryAssignees: { response: envelope(z.array(enquiryAssigneeSchema)) },
  enquiryById: { params: idParam, response: envelope(enquiryDetailSchema) },
  updateEnquiryById: { params: idParam, body: enquiryUpdateSchema, response: envelope(enquiryDetailSchema) },
  enquiryNotes: {
    params: idParam,
    body: enquiryNoteCreateSchema,
    status: 201,
    response: envelope(enquiryDetailSchema),
  },
  news: { query: newsListQuerySchema, response: newsListSchema },
  newsArticle: { params: newsSlugParam, response: newsArticleEnvelope },
  newsImageFile: { params: storageKeyParam, file: true },
  newsManage: { query: newsManageQuerySchema, response: newsManageListSchema },
  createNews: { body: newsInputSchema, status: 201, response: newsManageEnvelope },
  newsById: { params: idParam, response: newsManageEnvelope },
  updateNewsById: { params: idParam, body: newsUpdateSchema, response: newsManageEnvelope },
  removeNewsById: { params: idParam, response: messageSchema },
  subscription: { body: subscriptionRequestSchema, response: messageSchema },
  subscriptionConfirm: {
    query: subscriptionTokenQuerySchema,
    body: subscriptionTokenBodySchema,
    response: envelope(subscriptionResultSchema),
  },
  subscriptionUnsubscribe: {
    query: subscriptionTokenQuerySchema,
    body: subscriptionTokenBodySchema,
    response: envelope(subscriptionResultSchema),
  },
  subscribers: { query: subscriberListQuerySchema, response: subscriberListSchema },
  subscribersExport: { query: subscriberExportQuerySchema, response: z.string() },
  newsletterIssues: { response: envelope(z.array(newsletterIssueSchema)) },
  newsletterPreview: { response: envelope(newsletterPreviewSchema) },
  page: { params: pageSlugParam, response: pageEnvelope },
  pages: { response: pageManageListSchema },
  pageManage: { params: pageSlugParam, response: pageManageEnvelope },
  updatePage: { params: pageSlugParam, body: pageUpdateSchema, response: pageManageEnvelope },
  pageHistory: { params: pageSlugParam, query: pageHistoryQuerySchema, response: pageHistorySchema },
  pageRevision: { params: pageRevisionParam, response: pageRevisionEnvelope },
  pageRestore: { params: pageRevisionParam, response: pageManageEnvelope },
  public: { response: envelope(publicSettingsSchema) },
  portal: { response: envelope(adminSettingsSchema) },
  setupChecklist: { response: envelope(setupChecklistSchema) },
  updatePortal: { body: settingsUpdateSchema, response: envelope(adminSettingsSchema) },
  portalLogoFile: { params: storageKeyParam, file: true },
  createPortalLogo: { response: envelope(logoUploadedSchema) },
  removePortalLogo: { response: messageSchema },
  newsImage: { params: idParam, response: envelope(z.object({ url: z.string() })) },
  removeNewsImage: { params: idParam, response: messageSchema },
} satisfies Record<string, EndpointSchemas>;
