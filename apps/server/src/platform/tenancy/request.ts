import type { Permission } from '@portal/contract/permissions';
import type { FastifyRequest } from 'fastify';
import type { PermissionStore } from '../auth/permission-store';
import { currentUser } from '../http/auth';
import { type Caller, callerOf } from './scope';

/**
 * The Caller of a route guarded by `authenticate`: what every route hands to a service that reads
 * or writes organisation data. `across` names the code that lets the operator's staff reach every
 * organisation's rows of this module.
 */
export const requestCaller = (
  permissions: PermissionStore,
  req: FastifyRequest,
  across?: Permission,
): Promise<Caller> => callerOf(permissions, currentUser(req), across);
