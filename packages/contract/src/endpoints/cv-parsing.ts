import type { cvParsingSchemas } from './cv-parsing.schemas';
import { endpoints } from './endpoint';

export const cvParsingEndpoints = endpoints<typeof cvParsingSchemas>()({
  /** The signed-in candidate's stored (default) CV, read into suggestions. */
  mine: 'POST candidate/cv/parse',
  /** A recruiter adding a candidate: an uploaded CV (multipart `file`), read into the add form's fields. */
  upload: 'POST candidate/candidates-create/parse-cv',
});
