import { contentHref, type ServicePage, signUpHref } from '@/config/paths';
import type { ContentEntry } from '../types';

const join = { label: 'Create a free candidate account', to: signUpHref('candidate') };

export const candidateServices: Record<ServicePage, ContentEntry> = {
  'cv-writing': {
    title: 'CV writing',
    eyebrow: 'Candidate services',
    intro:
      'A logistics CV has to show volumes, systems and results at a glance. Our consultants, who read supply-chain CVs every day, rewrite yours for the roles you are targeting.',
    sections: [
      {
        heading: 'What you get',
        points: [
          'A one-to-one call with a consultant who recruits for your field',
          'A rewritten CV that leads with measurable results: shipments, SKUs, fleet size, cost savings',
          'Keywords employers and applicant tracking systems search for (WMS, SAP, incoterms, customs)',
          'A matching LinkedIn headline and summary',
        ],
      },
      {
        heading: 'Who it is for',
        body: 'Warehouse, freight forwarding, shipping, procurement and fleet professionals, from supervisors to heads of supply chain, moving within the UAE or relocating to the GCC.',
      },
    ],
    cta: { label: 'Ask about CV writing', to: contentHref.info('contact-us') },
  },
  webinar: {
    title: 'Webinars',
    eyebrow: 'Candidate services',
    intro: 'Short live sessions with recruiters and hiring managers from the UAE logistics sector.',
    sections: [
      {
        heading: 'Topics we cover',
        points: [
          'What employers in Jebel Ali and KIZAD look for in warehouse leaders',
          'Moving from operations into procurement or planning',
          'Salary and package expectations across the emirates',
          'Interview preparation for supply-chain roles',
        ],
      },
      { heading: 'How to join', body: 'Registered candidates receive invitations by e-mail. Sessions are free and recorded.' },
    ],
    cta: join,
  },
  'job-search': {
    title: 'Job search',
    eyebrow: 'Candidate services',
    intro: 'Search logistics and supply-chain jobs by keyword, designation, functional area and emirate.',
    sections: [
      {
        heading: 'Search the way you work',
        points: [
          'Filter by role: storekeeper, planner, freight forwarder, fleet manager and more',
          'Filter by area: warehousing, transport, shipping, procurement, customs',
          'See jobs in Dubai, Abu Dhabi, Sharjah and the northern emirates',
        ],
      },
      { heading: 'Apply in one step', body: 'With a complete profile you apply to any job with a single click and track every application.' },
    ],
    cta: join,
  },
  'job-alerts': {
    title: 'Job alerts',
    eyebrow: 'Candidate services',
    intro: 'Let new jobs come to you. Set up alerts and receive only the openings that match what you are looking for.',
    sections: [
      {
        heading: 'How alerts work',
        points: [
          'Choose keywords, designations, functional areas and locations',
          'Pick a daily or weekly e-mail',
          'Only new matches are sent, never the same job twice',
          'Unsubscribe with one click from any alert e-mail',
        ],
      },
    ],
    cta: join,
  },
  'social-media-presence': {
    title: 'Social media presence',
    eyebrow: 'Candidate services',
    intro: 'Recruiters look you up before they call. We help your LinkedIn profile tell the same story as your CV.',
    sections: [
      {
        heading: 'Included',
        points: [
          'Headline and About section written for logistics recruiters',
          'Experience entries with results, not duties',
          'Advice on skills, certifications (CILT, CSCP, CIPS) and recommendations',
        ],
      },
    ],
    cta: { label: 'Talk to a consultant', to: contentHref.info('contact-us') },
  },
  learning: {
    title: 'Learning',
    eyebrow: 'Candidate services',
    intro: 'Grow your supply-chain career with courses and certifications that UAE employers recognise.',
    sections: [
      {
        heading: 'Where to start',
        points: [
          'Warehouse and inventory management fundamentals',
          'Freight forwarding, incoterms and customs documentation',
          'Procurement and supplier management',
          'Health and safety for warehouse and fleet operations',
        ],
      },
      { heading: 'Logistics news', body: 'Subscribe to our weekly e-mail for new jobs and industry news from the region.' },
    ],
    cta: join,
  },
  pricing: {
    title: 'Pricing',
    eyebrow: 'For employers',
    intro: 'Plans for every hiring volume, from a single vacancy to a full recruitment programme. Prices are quoted in AED.',
    sections: [],
    plans: [
      {
        name: 'Basic',
        audience: 'For occasional hiring',
        features: ['Post up to 3 jobs at a time', '30-day job listings', 'Applications in your workspace', 'E-mail support'],
      },
      {
        name: 'Standard',
        audience: 'For growing logistics teams',
        highlighted: true,
        features: [
          'Post up to 15 jobs at a time',
          'CV database search and saved searches',
          'CV folders and e-mail templates',
          'Featured jobs on the home page',
        ],
      },
      {
        name: 'Premium',
        audience: 'For high-volume and specialist hiring',
        features: [
          'Unlimited job posts',
          'Full CV database access and campaigns',
          'A dedicated consultant for hard-to-fill roles',
          'Employer branding page',
        ],
      },
    ],
    cta: { label: 'Request a quote', to: contentHref.info('contact-us') },
  },
};
