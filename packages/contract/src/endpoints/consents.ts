import type { consentsSchemas } from './consents.schemas';
import { endpoints } from './endpoint';

export const consentsEndpoints = endpoints<typeof consentsSchemas>()({
  list: 'GET candidate/consents',
  change: 'PUT candidate/consents/:kind',
});
