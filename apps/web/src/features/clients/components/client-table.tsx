import type { Client } from '@portal/contract/clients';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/intl/format';
import { useT } from '../i18n';
import { ClientActions } from './client-actions';
import { StatusBadge } from './status-badge';

type ClientTableProps = { clients: Client[]; canDecide: boolean };

/** Cards under 768 px (a wide table would hide the actions off-screen), a table above. */
export function ClientTable({ clients, canDecide }: ClientTableProps) {
  const t = useT();
  const format = useFormat();
  const formatDate = (value: string) => format.date(value);
  return (
    <>
      <ul className="divide-y divide-slate-200 md:hidden">
        {clients.map((client) => (
          <li key={client.id} className="flex flex-col gap-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <Link
                to={paths.admin.view.href({ client: client.type, id: client.id })}
                className="font-semibold text-slate-900 hover:text-primary-800 hover:underline"
              >
                {client.name}
              </Link>
              <StatusBadge status={client.status} />
            </div>
            {client.contact ? (
              <p className="text-sm text-slate-700">
                {client.contact.first_name} {client.contact.last_name} · {client.contact.email}
              </p>
            ) : null}
            <p className="text-xs text-slate-600">
              {t('table.registeredOn', { date: formatDate(client.created_at) })}
            </p>
            {canDecide ? <ClientActions client={client} /> : null}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[760px] text-start text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('table.organisation')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('table.contact')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('table.registered')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('status.label')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('table.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {clients.map((client) => (
              <tr key={client.id} className="align-top hover:bg-slate-50/60">
                <td className="px-4 py-3">
                  <Link
                    to={paths.admin.view.href({ client: client.type, id: client.id })}
                    className="font-semibold text-slate-900 hover:text-primary-800 hover:underline"
                  >
                    {client.name}
                  </Link>
                  <p className="text-xs text-slate-600">{t('table.users', { count: client.user_count })}</p>
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {client.contact ? (
                    <>
                      <p>
                        {client.contact.first_name} {client.contact.last_name}
                      </p>
                      <p className="text-xs text-slate-600">{client.contact.email}</p>
                      {client.contact.phone ? (
                        <p className="text-xs text-slate-600">{client.contact.phone}</p>
                      ) : null}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {formatDate(client.created_at)}
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={client.status} />
                </td>
                <td className="px-4 py-3">{canDecide ? <ClientActions client={client} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
