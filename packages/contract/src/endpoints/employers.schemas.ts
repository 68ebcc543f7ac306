import { z } from 'zod';
import { clientRegisterSchema } from '../auth';
import { clientListQuerySchema, clientSchema, clientStatusChangeSchema } from '../clients';
import {
  companyBranchInputSchema,
  companyBranchSchema,
  companyContactInputSchema,
  companyContactSchema,
  companyImageSchema,
  companyProfileQuerySchema,
  companyProfileSchema,
  companyProfileUpdateSchema,
  companySocialOutSchema,
  companySocialSchema,
  userDetailSchema as companyUserDetailSchema,
  userDetailUpdateSchema,
} from '../company-profile';
import { envelope, listEnvelope, messageSchema } from '../envelope';
import { idParam } from '../fields';
import { storageKeyParam } from '../files';
import { clientUsageSchema, planAssignmentInputSchema } from '../plans';
import {
  clientCreatedSchema,
  clientCreateSchema,
  createUserSchema,
  teamActivityQuerySchema,
  teamMemberActivitySchema,
  userDetailSchema,
  userRowSchema,
} from '../user-admin';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the employers endpoints (./employers.ts holds their methods and paths). */
export const employersSchemas = {
  profile: { query: companyProfileQuerySchema, response: envelope(companyProfileSchema) },
  update: { body: companyProfileUpdateSchema, response: envelope(companyProfileSchema) },
  social: { body: companySocialSchema, response: envelope(companySocialOutSchema) },
  contacts: { response: envelope(z.array(companyContactSchema)) },
  createContacts: { body: companyContactInputSchema, status: 201, response: envelope(companyContactSchema) },
  updateContact: {
    params: idParam,
    body: companyContactInputSchema,
    response: envelope(companyContactSchema),
  },
  removeContact: { params: idParam, response: messageSchema },
  branches: { response: envelope(z.array(companyBranchSchema)) },
  createBranches: { body: companyBranchInputSchema, status: 201, response: envelope(companyBranchSchema) },
  updateBranch: { params: idParam, body: companyBranchInputSchema, response: envelope(companyBranchSchema) },
  removeBranch: { params: idParam, response: messageSchema },
  ownUserDetail: { response: envelope(companyUserDetailSchema) },
  updateOwnUserDetail: { body: userDetailUpdateSchema, response: envelope(companyUserDetailSchema) },
  image: { params: storageKeyParam, file: true },
  register: { body: clientRegisterSchema, status: 202, response: messageSchema },
  list: { query: clientListQuerySchema, response: listEnvelope(clientSchema) },
  byId: { params: idParam, response: envelope(clientSchema) },
  status: { params: idParam, body: clientStatusChangeSchema, response: envelope(clientSchema) },
  plan: { params: idParam, body: planAssignmentInputSchema, response: envelope(clientUsageSchema) },
  usage: { params: idParam, response: envelope(clientUsageSchema) },
  teamActivity: { query: teamActivityQuerySchema, response: envelope(z.array(teamMemberActivitySchema)) },
  userDetail: { params: idParam, response: envelope(userDetailSchema) },
  create: { body: clientCreateSchema, status: 201, response: envelope(clientCreatedSchema) },
  createUser: { body: createUserSchema, status: 201, response: envelope(userRowSchema) },
  logo: { response: envelope(companyImageSchema) },
  removeLogo: { response: messageSchema },
  cover: { response: envelope(companyImageSchema) },
  removeCover: { response: messageSchema },
} satisfies Record<string, EndpointSchemas>;
