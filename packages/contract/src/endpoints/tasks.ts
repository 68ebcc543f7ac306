import { endpoints } from './endpoint';
import type { tasksSchemas } from './tasks.schemas';

export const tasksEndpoints = endpoints<typeof tasksSchemas>()({
  list: 'GET tasks/',
  create: 'POST tasks/',
  summary: 'GET tasks/summary',
  options: 'GET tasks/options',
  update: 'PATCH tasks/:id',
  remove: 'DELETE tasks/:id',
  proposals: 'GET tasks/proposals',
  accept: 'POST tasks/proposals/:id/accept',
  dismiss: 'POST tasks/proposals/:id/dismiss',
});
