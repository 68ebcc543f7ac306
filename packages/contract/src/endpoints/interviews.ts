import { endpoints } from './endpoint';
import type { interviewsSchemas } from './interviews.schemas';

export const interviewsEndpoints = endpoints<typeof interviewsSchemas>()({
  list: 'GET interviews/',
  create: 'POST interviews/',
  options: 'GET interviews/options',
  byApplication: 'GET interviews/application/:id',
  update: 'PATCH interviews/:id',
  cancel: 'POST interviews/:id/cancel',
  mine: 'GET interviews/mine',
  answer: 'POST interviews/mine/:id/answer',
  link: 'GET interviews/link',
  linkAnswer: 'POST interviews/link/answer',
});
