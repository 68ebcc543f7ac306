import { z } from 'zod';
import { m } from './i18n/index';

/*
 * CV parsing into the profile (issue 29 item 1). The server reads a CV (PDF, DOCX, DOC, RTF, ODT)
 * and answers suggestions; nothing is saved until the person reviews them and saves each section
 * through the profile's own endpoints. Every suggestion is optional: a CV may lack any section.
 */

/** A suggestion mapped to the master data when a record matches, with the text as the CV wrote it. */
const mapped = z.object({ id: z.number().int().nullable(), name: z.string() });

export const parsedEmploymentSchema = z.object({
  company: z.string(),
  job_title: z.string(),
  /** The designation master record the title maps to, if any. */
  designation_id: z.number().int().nullable(),
  location: z.string().nullable(),
  /** ISO dates; a CV giving only a month reads as its first day, only a year as 1 January. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_current: z.boolean(),
  description: z.string().nullable(),
});
export type ParsedEmployment = z.infer<typeof parsedEmploymentSchema>;

export const parsedEducationSchema = z.object({
  institution: z.string(),
  /** The qualification as written ("B.Sc. Logistics Management"). */
  qualification: z.string().nullable(),
  education_level_id: z.number().int().nullable(),
  field_of_study: z.string().nullable(),
  start_year: z.number().int().nullable(),
  end_year: z.number().int().nullable(),
});
export type ParsedEducation = z.infer<typeof parsedEducationSchema>;

export const parsedCertificationSchema = z.object({
  name: z.string(),
  certification_id: z.number().int().nullable(),
  issuer: z.string().nullable(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
});
export type ParsedCertification = z.infer<typeof parsedCertificationSchema>;

export const parsedCvSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164 (+971501234567). */
  phone: z.string().nullable(),
  /** Where the person lives now, as written, and mapped to the location masters when it matches. */
  current_location: z
    .object({
      text: z.string(),
      country_id: z.number().int().nullable(),
      city_id: z.number().int().nullable(),
    })
    .nullable(),
  headline: z.string().nullable(),
  total_experience_years: z.number().int().nullable(),
  employments: z.array(parsedEmploymentSchema),
  educations: z.array(parsedEducationSchema),
  skills: z.array(mapped),
  certifications: z.array(parsedCertificationSchema),
  languages: z.array(z.string()),
});
export type ParsedCv = z.infer<typeof parsedCvSchema>;

/** The answer when a file holds no readable text (scanned, encrypted, empty or broken): a 422. */
export const CV_UNREADABLE_MESSAGE = m('cv-parsing.we_could_not_read_text');
