import { z } from 'zod';
import {
  coverLetterInputSchema,
  coverLetterPatchSchema,
  coverLetterSchema,
  cvRenameSchema,
  cvUploadFieldsSchema,
  myCvSchema,
} from '../candidate-documents';
import { envelope, messageSchema } from '../envelope';
import { idParam } from '../fields';
import type { EndpointSchemas } from './endpoint';

/** The schemas of the CV and cover letter endpoints (./candidate-documents.ts holds their paths). */
export const candidateDocumentsSchemas = {
  cvs: { response: envelope(z.array(myCvSchema)) },
  createCv: { body: cvUploadFieldsSchema, status: 201, response: envelope(myCvSchema) },
  renameCv: { params: idParam, body: cvRenameSchema, response: envelope(myCvSchema) },
  makeDefaultCv: { params: idParam, response: envelope(myCvSchema) },
  removeCv: { params: idParam, response: messageSchema },
  cvFile: { params: idParam, file: true },
  coverLetters: { response: envelope(z.array(coverLetterSchema)) },
  createCoverLetter: { body: coverLetterInputSchema, status: 201, response: envelope(coverLetterSchema) },
  updateCoverLetter: { params: idParam, body: coverLetterPatchSchema, response: envelope(coverLetterSchema) },
  removeCoverLetter: { params: idParam, response: messageSchema },
} satisfies Record<string, EndpointSchemas>;
