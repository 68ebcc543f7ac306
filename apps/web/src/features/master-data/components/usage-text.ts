import type { MasterUsage } from '@portal/contract/master-data';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Used by 120 jobs, 40 profiles" (other records only when there are some), or "Not used". */
export function usageText(u: MasterUsage): string {
  const parts = [count(u.jobs, 'job', 'jobs'), count(u.profiles, 'profile', 'profiles')];
  if (u.other > 0) parts.push(count(u.other, 'other record', 'other records'));
  return u.jobs + u.profiles + u.other === 0 ? 'Not used' : `Used by ${parts.join(', ')}`;
}

export const isUnused = (u: MasterUsage) => u.jobs + u.profiles + u.other === 0;
