import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import type { EnquiryService } from '@portal/contract/enquiries';
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

/** What an enquiry is about (the contact and employer-services forms, the enquiries inbox). */
export const ENQUIRY_SERVICE_KEYS = {
  general: 'enquiryService.general',
  'job-posting': 'enquiryService.job-posting',
  'cv-searching': 'enquiryService.cv-searching',
  'recruitment-software': 'enquiryService.recruitment-software',
  'employer-branding': 'enquiryService.employer-branding',
  rpo: 'enquiryService.rpo',
  training: 'enquiryService.training',
  'employer-learning': 'enquiryService.employer-learning',
} as const satisfies Record<EnquiryService, string>;

type Key = Parameters<Translate>[0];

/** Every enum the web names, by the name a call site reads: `labels.application('hired')`. */
const KEYS = {
  application: APPLICATION_STATUS_KEYS,
  job: JOB_STATUS_KEYS,
  client: CLIENT_STATUS_KEYS,
  clientType: CLIENT_TYPE_KEYS,
  role: ROLE_KEYS,
  interviewKind: INTERVIEW_KIND_KEYS,
  enquiryService: ENQUIRY_SERVICE_KEYS,
} as const satisfies Record<string, Readonly<Record<string, Key>>>;

/** A value's name; the enum's values are offered, and a value the client does not know yet stays as it came. */
type Labeller<V extends string> = (value: V | (string & {})) => string;
export type Labels = { [N in keyof typeof KEYS]: Labeller<Extract<keyof (typeof KEYS)[N], string>> };

const labeller =
  (t: Translate, keys: Readonly<Record<string, Key>>): Labeller<string> =>
  (value) => {
    const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
    return key ? t(key) : value;
  };

/** The enums' names in a translate function's language (`useT.translator(locale, tag)` outside pages). */
export const statusLabels = (t: Translate): Labels =>
  Object.fromEntries(Object.entries(KEYS).map(([name, keys]) => [name, labeller(t, keys)])) as Labels;

/** The enums' names in the page's language: `labels.application('hired')`. */
export function useStatusLabels(): Labels {
  const t = useT();
  return useMemo(() => statusLabels(t), [t]);
}

export { useT as useLabelsT } from './i18n';
