import { z } from 'zod';
import { envelope, messageSchema } from '../envelope';
import { idParam } from '../fields';
import {
  createTaskSchema,
  taskOptionsSchema,
  taskProposalSchema,
  taskSchema,
  taskSummarySchema,
  tasksListSchema,
  tasksQuerySchema,
  updateTaskSchema,
} from '../tasks';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the tasks endpoints (./tasks.ts holds their methods and paths). */
export const tasksSchemas = {
  list: { query: tasksQuerySchema, response: tasksListSchema },
  create: { body: createTaskSchema, status: 201, response: envelope(taskSchema) },
  summary: { response: envelope(taskSummarySchema) },
  options: { response: envelope(taskOptionsSchema) },
  update: { params: idParam, body: updateTaskSchema, response: envelope(taskSchema) },
  remove: { params: idParam, response: messageSchema },
  proposals: { response: envelope(z.array(taskProposalSchema)) },
  accept: { params: idParam, status: 201, response: envelope(taskSchema) },
  dismiss: { params: idParam, response: messageSchema },
} satisfies Record<string, EndpointSchemas>;
