import { APPLICATION_STATUSES } from '@portal/contract/candidate-enums';
import { CLIENT_ACTIONS } from '@portal/contract/clients';
import { ENQUIRY_SERVICES } from '@portal/contract/enquiries';
import { INTERVIEW_KINDS } from '@portal/contract/interviews';
import { EMPLOYMENT_TYPES } from '@portal/contract/job-values';
import { JOB_STATUSES, SALARY_PERIODS } from '@portal/contract/jobs';
import { OFFER_STATUSES } from '@portal/contract/offers';
import { CLIENT_STATUSES } from '@portal/contract/roles';
import { TASK_STATUSES } from '@portal/contract/tasks';
import { describe, expect, it } from 'vitest';
import { catalogue as applicants } from '../../modules/applicants/i18n';
import { catalogue as applications } from '../../modules/applications/i18n';
import { catalogue as employers } from '../../modules/employers/i18n';
import { catalogue as interviews } from '../../modules/interviews/i18n';
import { catalogue as jobs } from '../../modules/jobs/i18n';
import { catalogue as offers } from '../../modules/offers/i18n';
import {
  applicationStatusText,
  employmentTypeText,
  enquiryServiceText,
  interviewKindText,
  jobStatusText,
  label,
  offerStatusText,
  salaryText,
  taskStatusText,
} from './labels';

const ARABIC = /^[\u0600-\u06ff\s()]+$/;
const sets = {
  'application statuses': [APPLICATION_STATUSES, applicationStatusText],
  'job statuses': [JOB_STATUSES, jobStatusText],
  'offer statuses': [OFFER_STATUSES, offerStatusText],
  'interview kinds': [INTERVIEW_KINDS, interviewKindText],
  'task statuses': [TASK_STATUSES, taskStatusText],
  'employment types': [EMPLOYMENT_TYPES, employmentTypeText],
} as const;

describe("the server's names of enum values", () => {
  for (const [name, [values, text]] of Object.entries(sets))
    it(`names every one of the ${name} in English and in Arabic`, () => {
      const english = new Set<string>();
      for (const value of values) {
        const en = label((text as (v: string) => ReturnType<typeof jobStatusText>)(value), 'en');
        const ar = label((text as (v: string) => ReturnType<typeof jobStatusText>)(value), 'ar');
        // A name, not the raw value: "Full time", not FULL_TIME; Arabic letters only in Arabic.
        expect(en, value).not.toBe(value);
        expect(en, value).toMatch(/^[A-Z][a-z ]+$/);
        expect(ar, value).toMatch(ARABIC);
        english.add(en);
      }
      // Each value has a name of its own (no value falls through to the "other" branch).
      expect(english.size).toBe(values.length);
    });

  it('names every enquiry service in English and in Arabic, each its own name', () => {
    const names = ENQUIRY_SERVICES.map((s) => [
      label(enquiryServiceText(s), 'en'),
      label(enquiryServiceText(s), 'ar'),
    ]);
    for (const [i, [en, ar]] of names.entries()) {
      // A name that may end in its acronym: "Recruitment process outsourcing (RPO)".
      expect(en, ENQUIRY_SERVICES[i]).toMatch(/^[A-Z][A-Za-z ]+( \([A-Z]+\))?$/);
      expect(ar, ENQUIRY_SERVICES[i]).toMatch(/^[\u0600-\u06ff\s]+( \([A-Z]+\))?$/);
    }
    expect(new Set(names.map(([en]) => en)).size).toBe(ENQUIRY_SERVICES.length);
    expect(new Set(names.map(([, ar]) => ar)).size).toBe(ENQUIRY_SERVICES.length);
  });

  it('writes a salary with its pay period in the reader’s language, the currency as its code', () => {
    for (const period of SALARY_PERIODS) {
      const ar = label(salaryText(8500, 'AED', period), 'ar');
      expect(ar).toMatch(/^8,500 AED [\u0600-\u06ff ]+$/);
      expect(label(salaryText(8500, 'AED', period), 'en')).toMatch(
        /^AED 8,500 per (month|year|week|day|hour)$/,
      );
    }
    // As the job pages write it (lib/i18n in the web).
    expect(label(salaryText(8500, 'AED', 'MONTH'), 'ar')).toBe('8,500 AED شهريًا');
  });

  it('puts no English status word inside an Arabic message that names a status', () => {
    const latin = /[A-Za-z]/;
    const arabic: string[] = [];
    for (const status of APPLICATION_STATUSES) {
      arabic.push(
        offers.t('ar', 'errors.offer_cannot_made_on_application', { status }),
        offers.t('ar', 'errors.application_offer_can_no_longer', { applicationStatus: status }),
        interviews.t('ar', 'errors.application_no_interview_can_scheduled', { status }),
        applications.t('ar', 'errors.application_already_it_can_no', { status }),
        applicants.t('ar', 'done.moved', { count: 2, status: label(applicationStatusText(status), 'ar') }),
      );
    }
    for (const status of OFFER_STATUSES)
      arabic.push(
        offers.t('ar', 'errors.offer_was_already_it_cannot', { status }),
        offers.t('ar', 'errors.you_have_already_offer', { status }),
      );
    for (const status of JOB_STATUSES) arabic.push(jobs.t('ar', 'errors.job_already', { status }));
    for (const status of CLIENT_STATUSES)
      for (const action of CLIENT_ACTIONS)
        arabic.push(employers.t('ar', 'errors.cannot_organisation_that', { status, action }));
    expect(arabic.filter((m) => latin.test(m))).toEqual([]);
  });
});
