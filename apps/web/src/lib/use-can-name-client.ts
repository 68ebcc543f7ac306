import { useRole } from '@/lib/auth';

/** Consultancy users post for a named client company (DESIGN.md section 4). */
export function useCanNameClient(): boolean {
  const role = useRole();
  return role === 'consultancy' || role === 'consultancy_admin' || role === 'ats';
}
