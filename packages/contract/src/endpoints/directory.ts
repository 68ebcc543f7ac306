import type { directorySchemas } from './directory.schemas';
import { endpoints } from './endpoint';

export const directoryEndpoints = endpoints<typeof directorySchemas>()({
  list: 'GET employers/directory',
  byId: 'GET employers/directory/:id',
});
