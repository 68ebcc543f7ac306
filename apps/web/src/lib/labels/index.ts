import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import type { InterviewKind } from '@portal/contract/interviews';
import type { JobStatus } from '@portal/contract/jobs';
import type { ClientStatus, ClientType, Role } from '@portal/contract/roles';
import { useMemo } from 'react';
import { type Translate, useT } from './i18n';

/** Each application status's name in the labels catalogue: the one place the web names them. */
export const APPLICATION_STATUS_KEYS = {
  applied: 'applicationStatus.applied',
  shortlisted: 'applicationStatus.shortlisted',
  interview: 'applicationStatus.interview',
  offered: 'applicationStatus.offered',
  hired: 'applicationStatus.hired',
  rejected: 'applicationStatus.rejected',
  withdrawn: 'applicationStatus.withdrawn',
} as const satisfies Record<ApplicationStatus, string>;

/** Each job status's name. */
export const JOB_STATUS_KEYS = {
  draft: 'jobStatus.draft',
  published: 'jobStatus.published',
  closed: 'jobStatus.closed',
  expired: 'jobStatus.expired',
} as const satisfies Record<JobStatus, string>;

/** Each organisation (client) status's name. */
export const CLIENT_STATUS_KEYS = {
  pending: 'clientStatus.pending',
  active: 'clientStatus.active',
  suspended: 'clientStatus.suspended',
  rejected: 'clientStatus.rejected',
} as const satisfies Record<ClientStatus, string>;

/** Each kind of organisation's name. */
export const CLIENT_TYPE_KEYS = {
  employer: 'clientType.employer',
  consultancy: 'clientType.consultancy',
} as const satisfies Record<ClientType, string>;

/** Each built-in role's name (a custom role has its own). */
export const ROLE_KEYS = {
  candidate: 'role.candidate',
  employer: 'role.employer',
  consultancy: 'role.consultancy',
  consultancy_admin: 'role.consultancy_admin',
  ats: 'role.ats',
  master_admin: 'role.master_admin',
} as const satisfies Record<Role, string>;

/** How an interview is held. */
export const INTERVIEW_KIND_KEYS = {
  in_person: 'interviewKind.in_person',
  phone: 'interviewKind.phone',
  video: 'interviewKind.video',
} as const satisfies Record<InterviewKind, string>;

type Keys = Readonly<Record<string, Parameters<Translate>[0]>>;

/** A value's name; a value the client does not know yet stays as it came rather than fail. */
const labeller =
  (t: Translate, keys: Keys) =>
  (value: string): string => {
    const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
    return key ? t(key) : value;
  };

/** The statuses' names in a translate function's language (`useT.translator(locale, tag)` outside pages). */
export const statusLabels = (t: Translate) => ({
  application: labeller(t, APPLICATION_STATUS_KEYS) as (status: ApplicationStatus | string) => string,
  job: labeller(t, JOB_STATUS_KEYS) as (status: JobStatus | string) => string,
  client: labeller(t, CLIENT_STATUS_KEYS) as (status: ClientStatus | string) => string,
  clientType: labeller(t, CLIENT_TYPE_KEYS) as (type: ClientType | string) => string,
  role: labeller(t, ROLE_KEYS) as (role: Role | string) => string,
  interviewKind: labeller(t, INTERVIEW_KIND_KEYS) as (kind: InterviewKind | string) => string,
});

/** The statuses' names in the page's language: `labels.application('hired')`. */
export function useStatusLabels(): ReturnType<typeof statusLabels> {
  const t = useT();
  return useMemo(() => statusLabels(t), [t]);
}

export { useT as useLabelsT } from './i18n';
