import { clsx } from 'clsx';
import { initials } from '@/lib/job-format';

type EmployerLogoProps = { name: string; logo: string | null; size?: 'sm' | 'md' | 'lg' };

const SIZES = { sm: 'size-10 text-sm', md: 'size-12 text-base', lg: 'size-16 text-xl' };

/** The organisation's logo, or its initials on a tinted square when it has none. */
export function EmployerLogo({ name, logo, size = 'md' }: EmployerLogoProps) {
  const box = clsx('shrink-0 rounded-xl border border-slate-200', SIZES[size]);
  if (logo) return <img src={logo} alt="" className={clsx(box, 'bg-white object-contain p-1')} />;
  return (
    <span
      aria-hidden
      className={clsx(box, 'grid place-items-center bg-primary-50 font-bold text-primary-800')}
    >
      {initials(name)}
    </span>
  );
}
