import { CLIENT_TYPES, type ClientType } from '@portal/contract/roles';
import { useParams } from 'react-router';

/** The {client} route parameter, or undefined when it is not employer or consultancy. */
export function useClientType(): ClientType | undefined {
  const { client } = useParams();
  return CLIENT_TYPES.find((t) => t === client);
}
