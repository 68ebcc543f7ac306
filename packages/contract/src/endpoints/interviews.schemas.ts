import { z } from 'zod';
import { envelope } from '../envelope';
import { idParam } from '../fields';
import {
  cancelInterviewSchema,
  candidateInterviewSchema,
  interviewAnswerSchema,
  interviewLinkAnswerSchema,
  interviewOptionsSchema,
  interviewSchema,
  interviewsListSchema,
  interviewsQuerySchema,
  interviewTokenQuerySchema,
  interviewWriteResultSchema,
  rescheduleInterviewSchema,
  scheduleInterviewSchema,
} from '../interviews';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the interviews endpoints (./interviews.ts holds their methods and paths). */
export const interviewsSchemas = {
  list: { query: interviewsQuerySchema, response: interviewsListSchema },
  create: { body: scheduleInterviewSchema, status: 201, response: interviewWriteResultSchema },
  options: { response: envelope(interviewOptionsSchema) },
  byApplication: { params: idParam, response: envelope(z.array(interviewSchema)) },
  update: { params: idParam, body: rescheduleInterviewSchema, response: interviewWriteResultSchema },
  cancel: { params: idParam, body: cancelInterviewSchema, response: envelope(interviewSchema) },
  mine: { response: envelope(z.array(candidateInterviewSchema)) },
  answer: { params: idParam, body: interviewAnswerSchema, response: envelope(candidateInterviewSchema) },
  link: { query: interviewTokenQuerySchema, response: envelope(candidateInterviewSchema) },
  linkAnswer: { body: interviewLinkAnswerSchema, response: envelope(candidateInterviewSchema) },
} satisfies Record<string, EndpointSchemas>;
