import type { CvUploaded, PhotoUploaded } from '@portal/contract/files';
import { API } from '@portal/contract/paths';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { apiPath } from '../../core/lib/route';
import { extractCvText } from '../../platform/files/cv-text';
import { CV_MIME, detectCvType, detectPhotoType } from '../../platform/files/detect';
import { cleanFileName } from '../../platform/files/file-name';
import { reencodePhoto } from '../../platform/files/image';
import { type FileStorage, newStorageKey } from '../../platform/files/storage';
import type { VirusScanner } from '../../platform/files/virus-scan';
import type { UploadedFile } from '../../platform/http/body-parsers';
import { ensureCandidateProfile, refreshCandidateDerived } from '../candidate-profile';
import {
  accountPhotoOf,
  clearAccountPhoto,
  clearCvText,
  lockProfileFiles,
  setCv,
  setPhoto,
} from './profile-files';
import {
  currentCvOf,
  deleteFileRow,
  type FileRow,
  findFileByKey,
  insertFile,
  releaseFile,
} from './repository';

type Deps = { db: Db; storage: FileStorage; scanner: VirusScanner; log: FastifyBaseLogger };

export const NO_CV = 'No CV has been uploaded.';

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
  /** Bytes a committed change no longer references; a failure only leaves an orphan, so it is logged. */
  const removeBytes = async (keys: (string | null)[]) => {
    for (const key of keys) {
      if (!key) continue;
      await storage.remove(key).catch((err: unknown) => log.warn({ err }, 'could not remove stored file'));
    }
  };

  /**
   * Stores the bytes, then runs `write` in one transaction. If the transaction fails the new bytes
   * are removed; once it commits, the bytes of the file it replaced are.
   */
  async function storeThen<T>(
    data: Buffer,
    write: (tx: Db, key: string) => Promise<{ result: T; old: string | null }>,
  ) {
    const key = newStorageKey();
    await storage.put(key, data);
    let outcome: { result: T; old: string | null };
    try {
      outcome = await db.transaction((tx) => write(tx, key));
    } catch (err) {
      await removeBytes([key]);
      throw err;
    }
    await removeBytes([outcome.old]);
    return outcome.result;
  }

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
          throw AppError.notFound('You have no photo.');
        await clearAccountPhoto(tx, userId);
        const key = current.photo ? await deleteFileRow(tx, current.photo) : null;
        await refreshCandidateDerived(tx, userId);
        return key;
      });
      await removeBytes([old]);
    },

    async uploadCv(userId: number, upload: UploadedFile): Promise<CvUploaded> {
      const type = await detectCvType(upload.data);
      await scanner.scan(upload.data);
      const text = await extractCvText(type, upload.data);
      const file = await storeThen(upload.data, async (tx, key) => {
        const current = await lockProfile(tx, userId);
        const row = await insertFile(tx, {
          ownerId: userId,
          kind: 'cv',
          storageKey: key,
          originalName: originalName(upload, `cv.${type}`),
          mime: CV_MIME[type],
          size: upload.data.length,
        });
        await setCv(tx, userId, row.id, text);
        const old = current.cv ? await releaseFile(tx, current.cv) : null;
        await refreshCandidateDerived(tx, userId);
        return { result: row, old };
      });
      return { ...cvInfo(file), has_text: text.length > 0 };
    },

    async deleteCv(userId: number): Promise<void> {
      const old = await db.transaction(async (tx) => {
        const current = await lockProfile(tx, userId);
        if (!current.cv) throw AppError.notFound('You have no CV.');
        await clearCvText(tx, userId);
        const key = await releaseFile(tx, current.cv);
        await refreshCandidateDerived(tx, userId);
        return key;
      });
      await removeBytes([old]);
    },

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

export const cvInfo = (f: FileRow) => ({
  file_name: f.originalName,
  size: f.size,
  mime: f.mime,
  uploaded_at: f.createdAt.toISOString(),
});
