import { EMPLOYER_STATUSES, type EmployerStatus } from '@portal/contract/applications';
import { isOneOf } from '@/lib/one-of';

export const EMPLOYER_STATUS_OPTIONS = EMPLOYER_STATUSES.map((s) => ({ value: s }));

export const isEmployerStatus = (v: string): v is EmployerStatus => isOneOf(EMPLOYER_STATUSES, v);
