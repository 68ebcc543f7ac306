import { z } from 'zod';
import {
  folderAddResultSchema,
  folderCandidateSchema,
  folderCandidatesSchema,
  folderCreateSchema,
  folderListQuerySchema,
  folderNoteSchema,
  folderRenameSchema,
  folderSchema,
  folderViewQuerySchema,
} from '../cv-folders';
import { envelope, listEnvelope, listEnvelopeWith, messageSchema } from '../envelope';
import { idParam } from '../fields';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the cvFolders endpoints (./cv-folders.ts holds their methods and paths). */
export const cvFoldersSchemas = {
  list: { query: folderListQuerySchema, response: listEnvelope(folderSchema) },
  create: { body: folderCreateSchema, status: 201, response: envelope(folderSchema) },
  byId: {
    params: idParam,
    query: folderViewQuerySchema,
    response: listEnvelopeWith(folderCandidateSchema, { folder: folderSchema }),
  },
  update: { params: idParam, body: folderRenameSchema, response: envelope(folderSchema) },
  remove: { params: idParam, response: messageSchema },
  createCandidates: {
    params: idParam,
    body: folderCandidatesSchema,
    response: envelope(folderAddResultSchema),
  },
  removeCandidates: {
    params: idParam,
    body: folderCandidatesSchema,
    response: envelope(z.object({ removed: z.number().int() })),
  },
  candidate: {
    params: z.object({ id: idParam.shape.id, candidateId: idParam.shape.id }),
    body: folderNoteSchema,
    response: envelope(z.object({ note: z.string().nullable() })),
  },
  export: { params: idParam, response: z.string() },
} satisfies Record<string, EndpointSchemas>;
