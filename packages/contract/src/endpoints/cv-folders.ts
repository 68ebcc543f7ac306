import type { cvFoldersSchemas } from './cv-folders.schemas';
import { endpoints } from './endpoint';

export const cvFoldersEndpoints = endpoints<typeof cvFoldersSchemas>()({
  list: 'GET template/cv-folder',
  create: 'POST template/cv-folder',
  byId: 'GET template/cv-folder/:id',
  update: 'PATCH template/cv-folder/:id',
  remove: 'DELETE template/cv-folder/:id',
  createCandidates: 'POST template/cv-folder/:id/candidates',
  removeCandidates: 'DELETE template/cv-folder/:id/candidates',
  candidate: 'PATCH template/cv-folder/:id/candidates/:candidateId',
  export: 'GET template/cv-folder/:id/export',
});
