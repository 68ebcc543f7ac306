/**
 * What other modules use of CV folders: the candidate ids of a folder or a selection, within the
 * caller's organisation's reach (issue 13's "e-mail selected").
 */

export { cvFolderRoutes } from './routes';
export { candidateIdsOf, FOLDER_NOT_FOUND } from './service';
