import { endpoints } from './endpoint';
import type { jobTemplatesSchemas } from './job-templates.schemas';

export const jobTemplatesEndpoints = endpoints<typeof jobTemplatesSchemas>()({
  list: 'GET template/job-templates',
  create: 'POST template/job-templates',
  byId: 'GET template/job-templates/:id',
  update: 'PATCH template/job-templates/:id',
  remove: 'DELETE template/job-templates/:id',
  createJob: 'POST template/job-templates/:id/create-job',
});
