/**
 * What the app and other modules use of stored files: the storage backend and the malware scanner
 * (registered by the app as plugins), a candidate's current (default) CV, the CV an application
 * sends, a file by id, and the keys to erase with an account.
 */

export { cvToSend } from './cv-library';
export { adoptStoredCvs, listCvs } from './cv-library-repository';
export { currentCvOf, type FileRow, findFile, storageKeysOf } from './repository';
export { candidateFileRoutes } from './routes';
export { createCandidateFilesService, NO_CV } from './service';
