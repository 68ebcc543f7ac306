import { DEFAULT_LOCALE, type Locale } from '@portal/contract/locale';
import type { CreateUser, UserDetail, UserRow } from '@portal/contract/user-admin';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { grantKey } from '../../core/lib/operator';
import { writeAudit } from '../../platform/audit/write';
import type { PermissionStore } from '../../platform/auth/permission-store';
import type { UserWithClient } from '../../platform/auth/signed-in-user';
import type { Caller } from '../../platform/tenancy/scope';
import { findRole, roleDefs } from '../access-control';
import { assertWithinLimit } from '../plans';
import { assertAnotherAdminRemains, findUserById, insertUser, isMfaEnabled, removeMfa } from '../user';
import { catalogue } from './i18n';
import { manageableBy } from './manageable';
import { mailPasswordLink } from './password-links';
import {
  auditTrailOf,
  jobsPostedBy,
  organisationInScope,
  reachableUserId,
  reactivateUser,
  setUserRole,
  suspendUser,
  toUserRow,
} from './repository';
import { assignableRoles, choiceOf, covers, rolesFor } from './rules';

const NOT_FOUND = catalogue.text('errors.user_not_found');
const LAST_ADMIN = catalogue.text('errors.last_active_portal_administrator_make');

type Deps = { db: Db; permissions: PermissionStore; publicUrl: string; notifyMail: () => void };

export function createUserAdminService(deps: Deps) {
  const { db, permissions } = deps;

  /** The user if the caller reaches them (another organisation's: 404). */
  async function target(caller: Caller, id: number, tx: Db = db): Promise<UserWithClient> {
    const reached = await reachableUserId(tx, caller, id);
    const user = reached ? await findUserById(tx, reached) : null;
    if (!user) throw AppError.notFound(NOT_FOUND);
    return user;
  }

  /** Acting on someone needs holding all they hold; nobody changes their own account here. */
  async function assertMayManage(caller: Caller, user: UserWithClient): Promise<void> {
    if (user.id === caller.user.id)
      throw AppError.forbidden(catalogue.text('errors.you_cannot_change_your_own'));
    if (!(await covers(permissions, caller.user, held(user), user.client)))
      throw AppError.forbidden(catalogue.text('errors.user_holds_permissions_you_do'));
  }

  const held = (u: UserWithClient) => ({ role: u.role, customRole: u.customRole });

  /**
   * The administrator role (built-in master_admin, which always keeps user and role management)
   * must keep one active holder; a custom role on its kind does not count.
   */
  const assertNotLastAdmin = (tx: Db, user: UserWithClient) =>
    assertAnotherAdminRemains(tx, user, LAST_ADMIN);

  const rowOf = async (caller: Caller, u: UserWithClient): Promise<UserRow> =>
    toUserRow(
      u,
      u.client ? { id: u.client.id, name: u.client.name, type: u.client.type } : null,
      u.customRole ? ((await findRole(db, u.customRole))?.name ?? null) : null,
      await (await manageableBy(permissions, caller))(u, u.client),
    );

  async function activity(u: UserWithClient): Promise<UserDetail['activity']> {
    const [changes, posted] = await Promise.all([auditTrailOf(db, u.id), jobsPostedBy(db, u.id)]);
    const items: UserDetail['activity'] = [
      ...changes.map((c) => ({
        at: c.createdAt.toISOString(),
        kind: 'change' as const,
        text:
          c.actorId === u.id
            ? `Did ${c.action} on ${c.targetType} ${c.targetId}`
            : `${c.action} by ${c.actorEmail}`,
      })),
      ...posted.map((j) => ({
        at: j.createdAt.toISOString(),
        kind: 'job' as const,
        text: `Posted the job "${j.title}"`,
      })),
      { at: u.createdAt.toISOString(), kind: 'created' as const, text: 'Account created' },
    ];
    if (u.lastLoginAt)
      items.push({ at: u.lastLoginAt.toISOString(), kind: 'sign_in', text: 'Last signed in' });
    return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, 15);
  }

  return {
    async detail(caller: Caller, id: number): Promise<UserDetail> {
      const u = await target(caller, id);
      const row = await rowOf(caller, u);
      const manageable = row.can_manage;
      return {
        ...row,
        suspended_at: u.suspendedAt?.toISOString() ?? null,
        mfa_enabled: await isMfaEnabled(db, u.id),
        assignable_roles: manageable
          ? await assignableRoles(permissions, await roleDefs(db), caller.user, u.client)
          : [],
        activity: await activity(u),
      };
    },

    /** Suspending ends every session at once (the token version moves on); reactivating lets them sign in. */
    async changeStatus(caller: Caller, id: number, action: 'suspend' | 'reactivate'): Promise<UserRow> {
      await db.transaction(async (tx) => {
        const u = await target(caller, id, tx);
        await assertMayManage(caller, u);
        if (action === 'suspend') {
          if (u.status === 'suspended')
            throw AppError.conflict(catalogue.text('errors.user_already_suspended'));
          await assertNotLastAdmin(tx, u);
          await suspendUser(tx, id);
        } else {
          if (u.status === 'active') throw AppError.conflict(catalogue.text('errors.user_already_active'));
          await reactivateUser(tx, id);
        }
        await writeAudit(tx, caller.user, {
          action: `user.${action}`,
          targetType: 'user',
          targetId: id,
          clientId: u.clientId,
          before: { status: u.status },
          after: { status: action === 'suspend' ? 'suspended' : 'active' },
        });
      });
      return rowOf(caller, await target(caller, id));
    },

    /** `key`: a built-in role or a custom role (the user takes its kind, and its grants). */
    async changeRole(caller: Caller, id: number, key: string): Promise<UserRow> {
      await db.transaction(async (tx) => {
        const u = await target(caller, id, tx);
        await assertMayManage(caller, u);
        if (grantKey(u) === key) return;
        const def = await findRole(tx, key);
        if (!def || !rolesFor(u.client).includes(def.kind))
          throw AppError.validation({ role: [catalogue.text('errors.role_does_not_exist_for')] });
        const next = choiceOf(def);
        if (!(await covers(permissions, caller.user, next, u.client)))
          throw AppError.forbidden(catalogue.text('errors.you_cannot_give_role_with'));
        await assertNotLastAdmin(tx, u);
        // The new role's permissions apply from the next request; sessions carry no role to refresh.
        await setUserRole(tx, id, next);
        await writeAudit(tx, caller.user, {
          action: 'user.role',
          targetType: 'user',
          targetId: id,
          clientId: u.clientId,
          before: { role: grantKey(u) },
          after: { role: key },
        });
      });
      return rowOf(caller, await target(caller, id));
    },

    /** Mails a single-use link to set a new password; no one but the user ever sees or sets it. */
    async sendResetLink(caller: Caller, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const u = await target(caller, id, tx);
        await assertMayManage(caller, u);
        await mailPasswordLink(tx, {
          user: u,
          kind: 'reset',
          invitedBy: caller.user.id,
          publicUrl: deps.publicUrl,
        });
        await writeAudit(tx, caller.user, {
          action: 'user.reset_link',
          targetType: 'user',
          targetId: id,
          clientId: u.clientId,
        });
      });
      deps.notifyMail();
    },

    /**
     * For a lost phone without recovery codes: the authenticator goes, and the user signs in with
     * the password alone, or sets up a new one at once when their role requires it.
     */
    async resetMfa(caller: Caller, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const u = await target(caller, id, tx);
        await assertMayManage(caller, u);
        if (!(await isMfaEnabled(tx, u.id)))
          throw AppError.conflict(catalogue.text('errors.two_step_sign_in_not'));
        await removeMfa(tx, u.id);
        await writeAudit(tx, caller.user, {
          action: 'user.mfa_reset',
          targetType: 'user',
          targetId: id,
          clientId: u.clientId,
        });
      });
    },

    /** A new user of an organisation, mailed an invitation to set their password. */
    /** `locale`: the new user's mail language until they choose, the one they were added in. */
    async create(caller: Caller, input: CreateUser, locale: Locale = DEFAULT_LOCALE): Promise<UserRow> {
      const id = await db.transaction(async (tx) => {
        const client = await organisationInScope(tx, caller, input.client_id);
        if (!client) throw AppError.notFound(catalogue.text('errors.organisation_not_found'));
        if (!rolesFor(client).includes(input.role))
          throw AppError.validation({ role: [catalogue.text('errors.role_does_not_exist_for')] });
        if (!(await covers(permissions, caller.user, { role: input.role, customRole: null }, client)))
          throw AppError.forbidden(catalogue.text('errors.you_cannot_give_role_with'));
        await assertWithinLimit(tx, client.id, 'users');
        const user = await insertUser(tx, {
          email: input.email,
          // No password until the invitation is used: nothing verifies against an empty hash.
          passwordHash: '',
          role: input.role,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone ?? null,
          clientId: client.id,
          locale,
        });
        await mailPasswordLink(tx, {
          user,
          kind: 'invite',
          invitedBy: caller.user.id,
          publicUrl: deps.publicUrl,
          organisation: client.name,
        });
        await writeAudit(tx, caller.user, {
          action: 'user.create',
          targetType: 'user',
          targetId: user.id,
          clientId: client.id,
          after: { email: user.email, role: user.role },
        });
        return user.id;
      });
      deps.notifyMail();
      return rowOf(caller, await target(caller, id));
    },
  };
}
