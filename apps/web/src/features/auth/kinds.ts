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

type Copy = { label: string; heading: string; intro: string; points: string[] };

export const KIND_COPY: Record<AuthKind, Copy> = {
  candidate: {
    label: 'Candidate',
    heading: 'Your next logistics role starts here',
    intro:
      'Freight forwarding, warehousing, shipping, procurement and fleet roles across the UAE and the GCC.',
    points: [
      'Apply to roles from 3PLs, shipping lines, retailers and manufacturers',
      'Get job alerts matched to your experience',
      'Talk to consultants who specialise in supply chain',
    ],
  },
  employer: {
    label: 'Employer',
    heading: 'Hire logistics talent faster',
    intro: 'Post jobs, search a database of supply-chain CVs and run hiring campaigns from one workspace.',
    points: [
      'Reach candidates with UAE and GCC logistics experience',
      'Search and shortlist CVs, save searches and folders',
      'Backed by a Dubai recruitment consultancy when you need it',
    ],
  },
  consultancy: {
    label: 'Consultancy',
    heading: 'Recruit for your clients on one portal',
    intro: 'Manage jobs, candidates and client campaigns with tools built for logistics recruitment.',
    points: [
      'Post roles on behalf of your client companies',
      'Search the shared CV database',
      'Keep your team, templates and folders together',
    ],
  },
  admin: {
    label: 'Staff',
    heading: 'Back office',
    intro: 'Staff sign in to review registrations, manage clients and keep the portal running.',
    points: [
      'Activate employers and consultancies',
      'Manage jobs and candidates',
      'Keep master data up to date',
    ],
  },
};
