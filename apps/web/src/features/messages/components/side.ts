import { paths } from '@/config/paths';

/** Whose area a messages page is in: the candidate's or the organisation's (management). */
export type Side = 'candidate' | 'management';

export const messageRoutes = (side: Side) =>
  side === 'candidate'
    ? { list: paths.candidate.messages, thread: paths.candidate.messageThread }
    : { list: paths.management.messages, thread: paths.management.messageThread };
