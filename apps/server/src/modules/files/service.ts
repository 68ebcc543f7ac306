import type { CvUploaded, PhotoUploaded } from '@portal/contract/files';
import { API } from '@portal/contract/paths';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { apiPath } from '../../core/lib/route';
import { detectPhotoType } from '../../platform/files/detect';
import { cleanFileName } from '../../platform/files/file-name';
import { reencodePhoto } from '../../platform/files/image';
import type { FileStorage } from '../../platform/files/storage';
import type { VirusScanner } from '../../platform/files/virus-scan';
import type { UploadedFile } from '../../platform/http/body-parsers';
import { ensureCandidateProfile, refreshCandidateDerived } from '../candidate-profile';
import { createCvLibrary } from './cv-library';
import { catalogue } from './i18n';
import { accountPhotoOf, clearAccountPhoto, lockProfileFiles, setPhoto } from './profile-files-repository';
import { currentCvOf, deleteFileRow, type FileRow, findFileByKey, insertFile } from './repository';
import { storedBytes } from './stored-bytes';

type Deps = { db: Db; storage: FileStorage; scanner: VirusScanner; log: FastifyBaseLogger };

export const NO_CV = catalogue.text('errors.no_cv_has_been_uploaded');

export const photoUrl = (key: string) => apiPath(API.candidate.photoFile(key));

/** The profile's current file ids, locked so two uploads of one candidate cannot interleave. */
async function lockProfile(tx: Db, userId: number) {
  await ensureCandidateProfile(tx, userId);
  return lockProfileFiles(tx, userId);
}

const originalName = (upload: UploadedFile, fallback: string) => cleanFileName(upload.filename, fallback);

/**
 * Every upload passes the same gates, in this order, before anything parses or keeps it: the size
 * limit (body-parsers.ts, while reading), the real type from its magic bytes (detect.ts), then the
 * malware scan (virus-scan.ts: clamd when configured). Only then is it re-encoded or its text read,
 * and stored.
 */
export function createCandidateFilesService({ db, storage, scanner, log }: Deps) {
  const { removeBytes, storeThen } = storedBytes(db, storage, log);
  const cvs = createCvLibrary({ db, storage, scanner, log });

  return {
    async uploadPhoto(userId: number, upload: UploadedFile): Promise<PhotoUploaded> {
      await detectPhotoType(upload.data);
      await scanner.scan(upload.data);
      const webp = await reencodePhoto(upload.data);
      return storeThen(webp, async (tx, key) => {
        const current = await lockProfile(tx, userId);
        const file = await insertFile(tx, {
          ownerId: userId,
          kind: 'photo',
          storageKey: key,
          originalName: originalName(upload, 'photo'),
          mime: 'image/webp',
          size: webp.length,
        });
        const url = photoUrl(key);
        await setPhoto(tx, userId, file.id, url);
        const old = current.photo ? await deleteFileRow(tx, current.photo) : null;
        await refreshCandidateDerived(tx, userId);
        return { result: { photo_url: url }, old };
      });
    },

    async deletePhoto(userId: number): Promise<void> {
      const old = await db.transaction(async (tx) => {
        const current = await lockProfile(tx, userId);
        if (!current.photo && !(await accountPhotoOf(tx, userId)))
          throw AppError.notFound(catalogue.text('errors.you_have_no_photo'));
        await clearAccountPhoto(tx, userId);
        const key = current.photo ? await deleteFileRow(tx, current.photo) : null;
        await refreshCandidateDerived(tx, userId);
        return key;
      });
      await removeBytes([old]);
    },

    /** The spec's single-CV upload and removal act on the default CV (cv-library.ts). */
    uploadCv: (userId: number, upload: UploadedFile): Promise<CvUploaded> =>
      cvs.replaceDefault(userId, upload),
    deleteCv: (userId: number): Promise<void> => cvs.removeDefault(userId),

    /** The candidate's current CV row; 404 when there is none. */
    async currentCv(userId: number): Promise<FileRow> {
      const file = await currentCvOf(db, userId);
      if (!file) throw AppError.notFound(NO_CV);
      return file;
    },

    async publicPhoto(key: string): Promise<FileRow> {
      const file = await findFileByKey(db, 'photo', key);
      if (!file) throw AppError.notFound();
      return file;
    },
  };
}
