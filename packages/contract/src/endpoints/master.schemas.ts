import { z } from 'zod';
import { envelope, messageSchema } from '../envelope';
import { currencyParamSchema, exchangeRateSchema, exchangeRateUpdateSchema } from '../exchange-rates';
import {
  masterAdminItemSchema,
  masterImportApplySchema,
  masterImportPreviewSchema,
  masterImportResultSchema,
  masterItemInputSchema,
  masterItemSchema,
  masterItemsQuerySchema,
  masterItemUpdateSchema,
  masterListQuerySchema,
  masterListSummarySchema,
  masterMergeInputSchema,
  masterMergeResultSchema,
  masterNameSchema,
} from '../master-data';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the master endpoints (./master.ts holds their methods and paths). */
export const masterSchemas = {
  exchangeRates: { response: envelope(z.array(exchangeRateSchema)) },
  exchangeRate: {
    params: currencyParamSchema,
    body: exchangeRateUpdateSchema,
    response: envelope(exchangeRateSchema),
  },
  adminLists: { response: envelope(z.array(masterListSummarySchema)) },
  adminItems: {
    params: z.object({ name: masterNameSchema }),
    query: masterItemsQuerySchema,
    response: envelope(z.array(masterAdminItemSchema)),
  },
  createAdminItems: {
    params: z.object({ name: masterNameSchema }),
    body: masterItemInputSchema,
    status: 201,
    response: envelope(z.object({ id: z.number().int() })),
  },
  updateAdminItem: {
    params: z.object({ name: masterNameSchema }).extend({ id: z.coerce.number().int().positive() }),
    body: masterItemUpdateSchema,
    response: messageSchema,
  },
  removeAdminItem: {
    params: z.object({ name: masterNameSchema }).extend({ id: z.coerce.number().int().positive() }),
    response: messageSchema,
  },
  adminMerge: {
    params: z.object({ name: masterNameSchema }).extend({ id: z.coerce.number().int().positive() }),
    body: masterMergeInputSchema,
    response: envelope(masterMergeResultSchema),
  },
  adminExport: { params: z.object({ name: masterNameSchema }), response: z.string() },
  adminImportPreview: {
    params: z.object({ name: masterNameSchema }),
    response: envelope(masterImportPreviewSchema),
  },
  adminImport: {
    params: z.object({ name: masterNameSchema }),
    body: masterImportApplySchema,
    response: envelope(masterImportResultSchema),
  },
  list: {
    params: z.object({ name: masterNameSchema }),
    query: masterListQuerySchema,
    response: envelope(z.array(masterItemSchema)),
  },
  bySlug: {
    params: z.object({ name: masterNameSchema, slug: z.string().max(200) }),
    response: envelope(masterItemSchema),
  },
} satisfies Record<string, EndpointSchemas>;
