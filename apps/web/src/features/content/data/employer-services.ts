import { contentHref, type EmployerServicePage, signUpHref } from '@/config/paths';
import type { ContentEntry } from '../types';

const register = { label: 'Register as an employer', to: signUpHref('employer') };
const talk = { label: 'Talk to our team', to: contentHref.info('contact-us') };
const eyebrow = 'Employer services';

export const employerServices: Record<EmployerServicePage, ContentEntry> = {
  'recruitment-software': {
    title: 'Recruitment software',
    eyebrow,
    intro: 'An applicant tracking workspace built for logistics hiring: jobs, candidates, folders and e-mail campaigns in one place.',
    sections: [
      {
        heading: 'Features',
        points: [
          'Job posts from reusable templates',
          'CV search with saved searches and folders',
          'E-mail templates with merge tags, and response tracking',
          'Team access for recruiters and hiring managers',
        ],
      },
    ],
    cta: register,
  },
  'job-posting': {
    title: 'Job posting',
    eyebrow,
    intro: 'Reach logistics and supply-chain professionals who are already in the UAE and the GCC.',
    sections: [
      {
        heading: 'Why post with us',
        points: [
          'An audience made only of logistics, shipping and procurement professionals',
          'Jobs shown by designation, functional area and emirate',
          'Matching candidates are notified by job alert',
          'Applications arrive in your workspace, ready to shortlist',
        ],
      },
    ],
    cta: register,
  },
  'cv-searching': {
    title: 'CV searching',
    eyebrow,
    intro: 'Search the CV database by skills, designation, experience, location and visa status, and contact candidates directly.',
    sections: [
      {
        heading: 'Find people faster',
        points: [
          'Full-text search inside CVs, not just profile titles',
          'Filters for notice period, nationality and current emirate',
          'Save searches and organise shortlists in folders',
        ],
      },
    ],
    cta: register,
  },
  'employer-branding': {
    title: 'Employer branding',
    eyebrow,
    intro: 'Tell candidates why your warehouse, fleet or supply-chain team is a good place to work.',
    sections: [
      {
        heading: 'What we do',
        points: [
          'A company page listing all your open jobs',
          'Featured placement on the home page and in job alerts',
          'Campaigns on LinkedIn and in our weekly logistics newsletter',
        ],
      },
    ],
    cta: talk,
  },
  rpo: {
    title: 'Recruitment process outsourcing (RPO)',
    eyebrow,
    intro: 'Hand us part or all of your logistics hiring. Our consultants work as an extension of your HR team.',
    sections: [
      {
        heading: 'Typical programmes',
        points: [
          'Opening a new distribution centre or warehouse',
          'Seasonal peaks in e-commerce fulfilment',
          'Fleet and driver hiring at volume, including visa processing support',
          'Senior supply-chain searches',
        ],
      },
      { heading: 'How we work', body: 'A fixed team, agreed service levels and weekly reporting on every open role.' },
    ],
    cta: talk,
  },
  training: {
    title: 'Training',
    eyebrow,
    intro: 'Practical training for your hiring managers and for your operations teams.',
    sections: [
      {
        heading: 'Courses',
        points: [
          'Competency-based interviewing for supervisors',
          'Onboarding programmes for warehouse staff',
          'Health and safety refreshers for warehouse and transport teams',
        ],
      },
    ],
    cta: talk,
  },
  'employer-learning': {
    title: 'Employer learning',
    eyebrow,
    intro: 'Guides and market insight for companies that hire logistics talent in the UAE.',
    sections: [
      {
        heading: 'Resources',
        points: [
          'Salary benchmarks for common logistics roles by emirate',
          'Writing job descriptions that attract the right candidates',
          'UAE labour law basics for hiring managers',
        ],
      },
    ],
    cta: register,
  },
};
