import { useLocation, useParams } from 'react-router';

export type AuthKind = 'candidate' | 'employer' | 'consultancy' | 'admin';
export type SignUpKind = Exclude<AuthKind, 'admin'>;

/** Which sign-in or sign-up this URL is; undefined for an unknown {client}. */
export function useAuthKind(): AuthKind | undefined {
  const { pathname } = useLocation();
  const { client } = useParams();
  if (pathname.startsWith('/auth/admin-pannel/')) return 'admin';
  if (pathname.startsWith('/auth/candidate/')) return 'candidate';
  if (client === 'employer' || client === 'consultancy') return client;
  return undefined;
}

/** Each account type's catalogue keys (features/auth/i18n): its name, pitch and three points. */
export const KIND_COPY = {
  candidate: {
    label: 'kind.candidate.label',
    heading: 'kind.candidate.heading',
    intro: 'kind.candidate.intro',
    points: ['kind.candidate.point1', 'kind.candidate.point2', 'kind.candidate.point3'],
  },
  employer: {
    label: 'kind.employer.label',
    heading: 'kind.employer.heading',
    intro: 'kind.employer.intro',
    points: ['kind.employer.point1', 'kind.employer.point2', 'kind.employer.point3'],
  },
  consultancy: {
    label: 'kind.consultancy.label',
    heading: 'kind.consultancy.heading',
    intro: 'kind.consultancy.intro',
    points: ['kind.consultancy.point1', 'kind.consultancy.point2', 'kind.consultancy.point3'],
  },
  admin: {
    label: 'kind.admin.label',
    heading: 'kind.admin.heading',
    intro: 'kind.admin.intro',
    points: ['kind.admin.point1', 'kind.admin.point2', 'kind.admin.point3'],
  },
} as const satisfies Record<AuthKind, { label: string; heading: string; intro: string; points: string[] }>;
