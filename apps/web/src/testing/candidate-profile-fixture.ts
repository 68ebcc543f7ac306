import type { CandidateProfile } from '@portal/contract/candidate-profile';

/** A candidate's profile as the API returns it, for component tests; override any field. */
export function profileFixture(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return {
    user_id: 1,
    first_name: 'Aisha',
    last_name: 'Rahman',
    email: 'aisha@example.com',
    phone: '+971501234567',
    photo_url: null,
    gender: null,
    date_of_birth: null,
    nationality: null,
    current_location: null,
    visa_status: null,
    notice_period: null,
    total_experience_years: null,
    skills: [],
    languages: [],
    headline: null,
    summary: null,
    educations: [],
    employments: [],
    certifications: [],
    desired_job: {
      designations: [],
      functional_areas: [],
      industries: [],
      locations: [],
      employment_types: [],
      expected_salary: null,
      expected_salary_currency: 'AED',
      notice_period: null,
    },
    cv: null,
    completeness: {
      score: 0,
      missing: [
        {
          section: 'personal',
          label: 'Add your phone, nationality, current location and years of experience',
        },
        { section: 'summary', label: 'Write a headline and a short summary' },
        { section: 'desired_job', label: 'Say which roles and locations you want' },
      ],
    },
    onboarded: false,
    hidden: false,
    last_active_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
