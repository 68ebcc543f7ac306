import { APPLICATION_STATUSES } from '@portal/contract/candidate-enums';
import { ENQUIRY_SERVICES } from '@portal/contract/enquiries';
import { INTERVIEW_KINDS } from '@portal/contract/interviews';
import { EMPLOYMENT_TYPES } from '@portal/contract/job-values';
import { JOB_STATUSES } from '@portal/contract/jobs';
import { CLIENT_STATUSES, CLIENT_TYPES, ROLES } from '@portal/contract/roles';
import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_TYPE_KEYS } from '../employment-type';
import libAr from '../i18n/ar.json';
import libEn from '../i18n/en.json';
import {
  APPLICATION_STATUS_KEYS,
  CLIENT_STATUS_KEYS,
  CLIENT_TYPE_KEYS,
  ENQUIRY_SERVICE_KEYS,
  INTERVIEW_KIND_KEYS,
  JOB_STATUS_KEYS,
  ROLE_KEYS,
} from '.';
import ar from './i18n/ar.json';
import en from './i18n/en.json';

type Messages = Record<string, string>;
// A name may end in its acronym, as "Recruitment process outsourcing (RPO)" does in both languages.
const ARABIC = /^[\u0600-\u06ff\s]+( \([A-Z]+\))?$/;
const ENGLISH = /^[A-Z][A-Za-z ]+( \([A-Z]+\))?$/;

/** Every value of a contract enum, named in both languages by the one catalogue that names it. */
const sets: [string, readonly string[], Record<string, string>, Messages, Messages][] = [
  ['application statuses', APPLICATION_STATUSES, APPLICATION_STATUS_KEYS, en, ar],
  ['job statuses', JOB_STATUSES, JOB_STATUS_KEYS, en, ar],
  ['organisation statuses', CLIENT_STATUSES, CLIENT_STATUS_KEYS, en, ar],
  ['organisation kinds', CLIENT_TYPES, CLIENT_TYPE_KEYS, en, ar],
  ['roles', ROLES, ROLE_KEYS, en, ar],
  ['interview kinds', INTERVIEW_KINDS, INTERVIEW_KIND_KEYS, en, ar],
  ['enquiry services', ENQUIRY_SERVICES, ENQUIRY_SERVICE_KEYS, en, ar],
  ['employment types', EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_KEYS, libEn, libAr],
];

describe('the web names every enum value it shows, in English and Arabic', () => {
  for (const [name, values, keys, english, arabic] of sets)
    it(name, () => {
      for (const value of values) {
        const key = keys[value];
        expect(key, value).toBeDefined();
        expect(english[key as string], value).toMatch(ENGLISH);
        expect(arabic[key as string], value).toMatch(ARABIC);
      }
      // Nothing beyond the contract's values: a value the contract dropped goes from here too.
      expect(Object.keys(keys).sort()).toEqual([...values].sort());
    });
});
