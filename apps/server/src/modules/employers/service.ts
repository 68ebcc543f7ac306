import type { ClientRegister } from '@portal/contract/auth';
import type { Client, ClientListQuery, ClientStatusChange } from '@portal/contract/clients';
import type { Locale } from '@portal/contract/locale';
import type { ClientStatus } from '@portal/contract/roles';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { assertPasswordNotCommon, hashPassword } from '../../core/lib/passwords';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import { clientRegistrationReceivedMail } from '../../platform/mail/registration-templates';
import { accountActiveMail, newRegistrationMail } from '../../platform/mail/templates';
import type { Caller } from '../../platform/tenancy/scope';
import { insertUser, mailExistingOwner, staffEmails } from '../user';
import { catalogue } from './i18n';
import {
  clientUsers,
  getClient,
  insertClient,
  listClients,
  lockClient,
  updateClientStatus,
} from './repository';

type Action = ClientStatusChange['action'];
const NOT_FOUND = catalogue.text('errors.organisation_not_found');

/** Allowed moves (DESIGN.md section 4): pending -> active | rejected, active <-> suspended. */
const MOVES: Record<Action, { from: ClientStatus[]; to: ClientStatus; done: string }> = {
  activate: { from: ['pending', 'suspended'], to: 'active', done: 'Organisation activated.' },
  suspend: { from: ['active'], to: 'suspended', done: 'Organisation suspended.' },
  reject: { from: ['pending'], to: 'rejected', done: 'Organisation rejected.' },
};

export function createClientService(deps: { db: Db; publicUrl: string; notifyMail: () => void }) {
  const { db } = deps;
  const get = async (caller: Caller, id: number): Promise<Client> => {
    const client = await getClient(db, caller, id);
    if (!client) throw AppError.notFound(NOT_FOUND);
    return client;
  };
  return {
    /**
     * The pending organisation, its first user, their receipt and the staff notification commit
     * together. An address that already has an account makes nothing: its owner is told someone
     * tried, and the caller answers the same, so the answer does not tell who is registered.
     */
    async register(input: ClientRegister, locale: Locale = 'en'): Promise<void> {
      assertPasswordNotCommon(input.password);
      // Hashed on both paths so the answer takes as long either way.
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        if (await mailExistingOwner(tx, input.email, deps.publicUrl)) return;
        const client = await insertClient(tx, { type: input.client_type, name: input.company_name });
        await insertUser(tx, {
          email: input.email,
          passwordHash,
          role: input.client_type === 'employer' ? 'employer' : 'consultancy_admin',
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          clientId: client.id,
          locale,
        });
        const staff = await staffEmails(tx);
        const mail = (to: Locale) =>
          newRegistrationMail({
            type: input.client_type,
            companyName: input.company_name,
            contactName: `${input.first_name} ${input.last_name}`,
            contactEmail: input.email,
            adminUrl: `${deps.publicUrl}/admin-pannel/list/${input.client_type}`,
            locale: to,
          });
        await enqueueMail(tx, [
          {
            to: input.email,
            ...clientRegistrationReceivedMail({
              firstName: input.first_name,
              companyName: input.company_name,
              type: input.client_type,
              locale,
            }),
          },
          ...staff.map((s) => ({ to: s.email, ...mail(s.locale) })),
        ]);
      });
      deps.notifyMail();
    },

    list: (caller: Caller, query: ClientListQuery) => listClients(db, caller, query),

    get,

    async changeStatus(
      caller: Caller,
      id: number,
      change: ClientStatusChange,
    ): Promise<{ client: Client; message: string }> {
      const move = MOVES[change.action];
      const mailed = await db.transaction(async (tx) => {
        const client = await lockClient(tx, caller, id);
        if (!client) throw AppError.notFound(NOT_FOUND);
        // Suspending the operator would lock every member of staff out of the portal.
        if (client.isOperator)
          throw AppError.conflict(catalogue.text('errors.portal_operator_cannot_suspended_or'));
        if (!move.from.includes(client.status)) {
          throw AppError.conflict(
            catalogue.text('errors.cannot_organisation_that', {
              action: change.action,
              status: client.status,
            }),
          );
        }
        await updateClientStatus(tx, id, move.to, change.reason ?? null);
        if (move.to !== 'active') return false;
        const signInUrl = `${deps.publicUrl}/auth/${client.type}/sign-in`;
        const members = await clientUsers(tx, id);
        await enqueueMail(
          tx,
          members.map((m) => ({
            to: m.email,
            ...accountActiveMail({
              companyName: client.name,
              firstName: m.firstName,
              signInUrl,
              locale: m.locale,
            }),
          })),
        );
        return members.length > 0;
      });
      if (mailed) deps.notifyMail();
      return { client: await get(caller, id), message: move.done };
    },
  };
}
