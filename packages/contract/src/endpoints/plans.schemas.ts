import { z } from 'zod';
import { envelope, messageSchema } from '../envelope';
import { idParam } from '../fields';
import { planInputSchema, planSchema, planUpdateSchema } from '../plans';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the plans endpoints (./plans.ts holds their methods and paths). */
export const plansSchemas = {
  list: { response: envelope(z.array(planSchema)) },
  create: { body: planInputSchema, status: 201, response: envelope(planSchema) },
  update: { params: idParam, body: planUpdateSchema, response: envelope(planSchema) },
  remove: { params: idParam, response: messageSchema },
} satisfies Record<string, EndpointSchemas>;
