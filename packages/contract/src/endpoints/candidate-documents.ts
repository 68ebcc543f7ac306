import type { candidateDocumentsSchemas } from './candidate-documents.schemas';
import { endpoints } from './endpoint';

/**
 * The candidate's named CVs and saved cover letters (issue 29 item 2). The spec's single-CV paths
 * (`candidate/cv`, candidate.ts) stay, and act on the default CV.
 */
export const candidateDocumentsEndpoints = endpoints<typeof candidateDocumentsSchemas>()({
  cvs: 'GET candidate/cvs',
  createCv: 'POST candidate/cvs',
  renameCv: 'PATCH candidate/cvs/:id',
  makeDefaultCv: 'POST candidate/cvs/:id/default',
  removeCv: 'DELETE candidate/cvs/:id',
  cvFile: 'GET candidate/cvs/:id/file',
  coverLetters: 'GET candidate/cover-letters',
  createCoverLetter: 'POST candidate/cover-letters',
  updateCoverLetter: 'PATCH candidate/cover-letters/:id',
  removeCoverLetter: 'DELETE candidate/cover-letters/:id',
});
