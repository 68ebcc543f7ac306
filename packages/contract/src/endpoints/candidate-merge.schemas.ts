import { z } from 'zod';
import {
  candidateMergePairSchema,
  candidateMergePreviewSchema,
  candidateMergeResultSchema,
  duplicatePairSchema,
} from '../candidate-merge';
import { envelope } from '../envelope';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the candidateMerge endpoints (./candidate-merge.ts holds their methods and paths). */
export const candidateMergeSchemas = {
  duplicates: { response: envelope(z.array(duplicatePairSchema)) },
  preview: { query: candidateMergePairSchema, response: envelope(candidateMergePreviewSchema) },
  merge: { body: candidateMergePairSchema, response: envelope(candidateMergeResultSchema) },
} satisfies Record<string, EndpointSchemas>;
