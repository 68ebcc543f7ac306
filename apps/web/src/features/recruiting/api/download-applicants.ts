import { API } from '@portal/contract/paths';
import { downloadAttachment } from '@/lib/download';

/** The job's applicants as CSV (the server names the file). */
export const downloadApplicantsCsv = (jobId: number | string) =>
  downloadAttachment(API.jobs.applicantsCsv(jobId), `applicants-job-${jobId}.csv`);

/** The CV an applicant applied with. */
export const downloadApplicantCv = (applicationId: number) =>
  downloadAttachment(API.jobs.applicantCv(applicationId), 'cv');
