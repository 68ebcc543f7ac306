import type { ParsedCv } from '@portal/contract/cv-parsing';
import { describe, expect, it } from 'vitest';
import { profileFixture } from '@/testing/candidate-profile-fixture';
import {
  educationDrafts,
  employmentBody,
  employmentDrafts,
  languageDrafts,
  personalDraft,
  skillChoices,
} from './review-drafts';

const job = { designation_id: null, location: null, description: null, is_current: false };
const cv: ParsedCv = {
  first_name: 'Aisha',
  last_name: 'Rahman',
  email: 'aisha@example.com',
  phone: '+971509998877',
  current_location: { text: 'Dubai, UAE', country_id: 1, city_id: 5 },
  headline: 'Warehouse supervisor',
  total_experience_years: 9,
  employments: [
    {
      ...job,
      company: 'DP World, Jebel Ali',
      job_title: 'Shift Supervisor',
      start_date: '2019-03-01',
      end_date: null,
      is_current: true,
    },
    {
      ...job,
      company: 'Aramex',
      job_title: 'Forklift Operator',
      start_date: '2015-01-01',
      end_date: '2019-02-01',
    },
  ],
  educations: [
    {
      institution: 'University of Dubai',
      qualification: 'B.Sc. Logistics',
      education_level_id: null,
      field_of_study: null,
      start_year: 2010,
      end_year: 2014,
    },
  ],
  skills: [
    { id: 7, name: 'Forklift' },
    { id: 8, name: 'WMS' },
    { id: null, name: 'Cycle counting' },
  ],
  certifications: [],
  languages: ['English', 'Arabic'],
};

describe('the CV review starting values', () => {
  const profile = profileFixture({
    employments: [
      {
        id: 1,
        company: 'DP World Jebel Ali',
        job_title: 'shift supervisor',
        designation: null,
        location: null,
        start_date: '2019-03-01',
        end_date: null,
        is_current: true,
        description: null,
      },
    ],
    skills: [{ id: 7, name: 'Forklift', slug: 'forklift' }],
    languages: ['english'],
  });

  it('marks entries already in the profile and leaves them unticked, so nothing is added twice', () => {
    const jobs = employmentDrafts(cv, profile);
    expect(jobs.map((j) => [j.duplicate, j.include])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(languageDrafts(cv, profile).map((l) => l.include)).toEqual([false, true]);
    expect(skillChoices(cv, profile)).toEqual([
      { id: 7, name: 'Forklift', held: true, include: false },
      { id: 8, name: 'WMS', held: false, include: true },
    ]);
  });

  it('ticks only the personal details that differ from the profile', () => {
    const d = personalDraft(cv, profile);
    expect(d.include).toEqual({ name: false, phone: true, location: true, headline: true, experience: true });
  });

  it('uses the qualification as the field of study when the CV gives no field', () => {
    expect(educationDrafts(cv, profile)[0]?.field_of_study).toBe('B.Sc. Logistics');
  });

  it('sends no end date for a current job', () => {
    const [current] = employmentDrafts(cv, profile);
    expect(current && employmentBody({ ...current, end_date: '2020-01-01' }).end_date).toBeNull();
  });
});
