/*
 * The names of the enum values a person reads in the server's texts (errors, mails, PDFs, CSV cells),
 * in both languages: one place, the core catalogue's `label.*` messages. A module's own message that
 * needs a value inside a sentence with its grammar (an ICU select) keeps it there; a value shown as a
 * word on its own (a cell, a status line, a mail's "Status: …") comes from here.
 */
import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import type { EnquiryService } from '@portal/contract/enquiries';
import { groupThousands } from '@portal/contract/format';
import type { InterviewKind } from '@portal/contract/interviews';
import type { EmploymentType } from '@portal/contract/job-values';
import type { JobStatus } from '@portal/contract/jobs';
import type { Locale } from '@portal/contract/locale';
import type { OfferStatus } from '@portal/contract/offers';
import type { TaskStatus } from '@portal/contract/tasks';
import { render, type Text } from '../i18n/catalog';
import { catalogue } from './i18n';

/** An application's status: "Shortlisted" / "في القائمة المختصرة". */
export const applicationStatusText = (status: ApplicationStatus): Text =>
  catalogue.text('label.applicationStatus', { status });
/** A job's status: "Published" / "منشورة". */
export const jobStatusText = (status: JobStatus): Text => catalogue.text('label.jobStatus', { status });
/** An offer's status: "Awaiting answer" / "بانتظار الرد". */
export const offerStatusText = (status: OfferStatus): Text => catalogue.text('label.offerStatus', { status });
/** How an interview is held: "Video call" / "مكالمة فيديو". */
export const interviewKindText = (kind: InterviewKind): Text =>
  catalogue.text('label.interviewKind', { kind });
/** A task's status: "Open" / "مفتوحة". */
export const taskStatusText = (status: TaskStatus): Text => catalogue.text('label.taskStatus', { status });
/** A job's employment type: "Full time" / "دوام كامل". */
export const employmentTypeText = (type: EmploymentType): Text =>
  catalogue.text('label.employmentType', { type });

// A key each, not a select: ICU select keys cannot hold the values' hyphens.
const ENQUIRY_SERVICE = {
  general: 'label.enquiryService.general',
  'job-posting': 'label.enquiryService.job-posting',
  'cv-searching': 'label.enquiryService.cv-searching',
  'recruitment-software': 'label.enquiryService.recruitment-software',
  'employer-branding': 'label.enquiryService.employer-branding',
  rpo: 'label.enquiryService.rpo',
  training: 'label.enquiryService.training',
  'employer-learning': 'label.enquiryService.employer-learning',
} as const satisfies Record<EnquiryService, string>;

/** What an enquiry is about: "Job posting" / "نشر الوظائف". */
export const enquiryServiceText = (service: EnquiryService): Text => catalogue.text(ENQUIRY_SERVICE[service]);

/**
 * "AED 8,500 per month" / "8,500 AED شهريًا": an amount with its currency code (kept as the code, as
 * the job pages write it in both languages) and its pay period in the reader's language.
 */
export const salaryText = (amount: number, currency: string, period: string): Text =>
  catalogue.text('label.salary', { currency, amount: groupThousands(amount), period });

/** The labels above, written now in a language. */
export const label = (text: Text, locale: Locale): string => render(text, locale);
