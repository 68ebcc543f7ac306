import type { Job, JobHit, JobManage, JobSearchResponse } from '@portal/contract/jobs';

const dubai = {
  country: { id: 1, name: 'United Arab Emirates', slug: 'united-arab-emirates' },
  state: { id: 3, name: 'Dubai', slug: 'dubai' },
  city: null,
};

export const employer = {
  id: 5,
  name: 'Gulf Freight LLC',
  type: 'employer' as const,
  logo: null,
  open_jobs: 3,
};

export function jobHit(overrides: Partial<JobHit> = {}): JobHit {
  return {
    id: 11,
    title: 'Warehouse Supervisor',
    title_ar: null,
    title_html: '<mark>Warehouse</mark> Supervisor',
    snippet_html: 'Lead the <mark>warehouse</mark> night shift.',
    snippet_ar: null,
    employer,
    client_company_name: null,
    locations: [dubai],
    experience_min: 3,
    experience_max: 6,
    salary_min: 6000,
    salary_max: 9000,
    salary_currency: 'AED',
    salary_period: 'MONTH',
    salary_visible: true,
    salary_min_aed_month: 6000,
    salary_max_aed_month: 9000,
    employment_type: 'FULL_TIME',
    published_at: new Date().toISOString(),
    designation: { id: 1, name: 'Warehouse Supervisor', slug: 'warehouse-supervisor' },
    apply_method: 'portal',
    apply_url: null,
    skills: ['WMS'],
    ...overrides,
  };
}

type Meta = JobSearchResponse['meta'];

export function searchResponse(data: JobHit[], meta: Partial<Meta> = {}): JobSearchResponse {
  return {
    data,
    meta: {
      page: 1,
      page_size: 20,
      total: data.length,
      facets: {
        location: [{ id: '3', name: 'Dubai', count: 7 }],
        designation: [{ id: '1', name: 'Warehouse Supervisor', count: 4 }],
        functional_area: [{ id: '2', name: 'Freight Forwarding', count: 2 }],
        industry: [],
        employment_type: [{ id: 'FULL_TIME', name: 'Full time', count: 6 }],
        employer: [{ id: '5', name: 'Gulf Freight LLC', count: 3 }],
        posted_within: [{ id: '7', name: 'Last 7 days', count: 5 }],
        experience: [],
      },
      suggestion: null,
      relax: [],
      ...meta,
    },
  };
}

export function publicJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 11,
    title: 'Warehouse Supervisor',
    description: '<p>Lead the night shift at our Jebel Ali warehouse.</p>',
    title_ar: null,
    description_ar: null,
    status: 'published',
    employer,
    client_company_name: null,
    designation: { id: 1, name: 'Warehouse Supervisor', slug: 'warehouse-supervisor' },
    functional_area: null,
    industry: null,
    education_level: null,
    skills: [{ id: 9, name: 'WMS', slug: 'wms' }],
    locations: [dubai],
    experience_min: 3,
    experience_max: 6,
    salary_min: 6000,
    salary_max: 9000,
    salary_currency: 'AED',
    salary_period: 'MONTH',
    salary_visible: true,
    salary_min_aed_month: 6000,
    salary_max_aed_month: 9000,
    employment_type: 'FULL_TIME',
    openings: 2,
    apply_method: 'portal',
    apply_url: null,
    valid_through: '2030-01-31T23:59:59Z',
    published_at: '2026-01-05T10:00:00Z',
    created_at: '2026-01-05T10:00:00Z',
    updated_at: '2026-01-05T10:00:00Z',
    screening_questions: [],
    ...overrides,
  };
}

export function managedJob(overrides: Partial<JobManage> = {}): JobManage {
  return {
    ...publicJob(),
    screening_questions: [],
    screening_auto_decline: false,
    views: 12,
    applications: { applied: 2 },
    ...overrides,
  };
}
