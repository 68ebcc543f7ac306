import {
  CV_LIBRARY_MAX,
  CV_LIMIT_MESSAGE,
  CV_NAME_MAX,
  type MyCv,
} from '@portal/contract/candidate-documents';
import type { CvUploaded } from '@portal/contract/files';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { extractCvText } from '../../platform/files/cv-text';
import { CV_MIME, detectCvType } from '../../platform/files/detect';
import { cleanFileName } from '../../platform/files/file-name';
import type { FileStorage } from '../../platform/files/storage';
import type { VirusScanner } from '../../platform/files/virus-scan';
import type { UploadedFile } from '../../platform/http/body-parsers';
import { ensureCandidateProfile, refreshCandidateDerived } from '../candidate-profile';
import {
  adoptStoredCvs,
  type CvListRow,
  clearDefaultCv,
  countCvs,
  defaultCv,
  deleteCvEntry,
  findCv,
  insertCv,
  latestCv,
  listCvs,
  renameCv,
  replaceCvFile,
  setDefaultCv,
} from './cv-library-repository';
import { catalogue } from './i18n';
import { lockProfileFiles } from './profile-files-repository';
import { type FileRow, insertFile, releaseFile } from './repository';
import { storedBytes } from './stored-bytes';

type Deps = { db: Db; storage: FileStorage; scanner: VirusScanner; log: FastifyBaseLogger };

export const CV_NOT_FOUND = catalogue.text('errors.cv_not_there');
const tooMany = () => new AppError('limit_reached', 422, contractText(CV_LIMIT_MESSAGE));

export const myCv = ({ entry, file, isDefault }: CvListRow): MyCv => ({
  id: entry.id,
  name: entry.name,
  file_name: file.originalName,
  size: file.size,
  mime: file.mime,
  uploaded_at: file.createdAt.toISOString(),
  is_default: isDefault,
  has_text: entry.text.length > 0,
});

/** A CV named after its file when the candidate gave no name ("Aisha-Rahman-CV.pdf" -> "Aisha-Rahman-CV"). */
const nameFromFile = (fileName: string) =>
  fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, CV_NAME_MAX)
    .trim() || 'My CV';

/**
 * The profile locked (so two writes of one candidate's CVs cannot interleave), with any CV stored
 * before CVs had names adopted as the default.
 */
async function lockLibrary(tx: Db, userId: number) {
  await ensureCandidateProfile(tx, userId);
  const current = await lockProfileFiles(tx, userId);
  await adoptStoredCvs(tx, userId);
  return current;
}

/** A CV read and checked as every upload is: its real type, the malware scan, then its text. */
async function readCv(scanner: VirusScanner, upload: UploadedFile) {
  const type = await detectCvType(upload.data);
  await scanner.scan(upload.data);
  const text = await extractCvText(type, upload.data);
  return { type, text };
}

/**
 * A candidate's named CVs (at most CV_LIBRARY_MAX), one the default: the first uploaded, or the one
 * the candidate chose; when the default goes, the most recent one left. The default is what the
 * profile points at (`cv_file_id`), and its text is the profile's `cv_text`, so the triggers behind
 * the CV search index re-index the candidate whenever the default changes.
 */
export function createCvLibrary({ db, storage, scanner, log }: Deps) {
  const { removeBytes, storeThen } = storedBytes(db, storage, log);

  const storeFile = (tx: Db, userId: number, key: string, upload: UploadedFile, type: keyof typeof CV_MIME) =>
    insertFile(tx, {
      ownerId: userId,
      kind: 'cv',
      storageKey: key,
      originalName: cleanFileName(upload.filename, `cv.${type}`),
      mime: CV_MIME[type],
      size: upload.data.length,
    });

  const reload = async (tx: Db, userId: number, id: number) => {
    const row = await findCv(tx, userId, id);
    if (!row) throw AppError.notFound(CV_NOT_FOUND);
    return myCv(row);
  };

  /** Takes the CV out of the library; when it was the default, the most recent one left becomes it. */
  async function removeEntry(tx: Db, userId: number, row: CvListRow): Promise<string | null> {
    await deleteCvEntry(tx, row.entry.id);
    const key = await releaseFile(tx, row.file.id);
    if (row.isDefault) {
      const next = await latestCv(tx, userId);
      if (next) await setDefaultCv(tx, userId, next);
      else await clearDefaultCv(tx, userId);
      await refreshCandidateDerived(tx, userId);
    }
    return key;
  }

  return {
    async list(userId: number): Promise<MyCv[]> {
      return db.transaction(async (tx) => {
        await adoptStoredCvs(tx, userId);
        return (await listCvs(tx, userId)).map(myCv);
      });
    },

    /** A new named CV; the first becomes the default. The sixth is refused (422) before it is read. */
    async upload(userId: number, upload: UploadedFile, name: string | undefined): Promise<MyCv> {
      if ((await countCvs(db, userId)) >= CV_LIBRARY_MAX) throw tooMany();
      const { type, text } = await readCv(scanner, upload);
      return storeThen(upload.data, async (tx, key) => {
        const current = await lockLibrary(tx, userId);
        if ((await countCvs(tx, userId)) >= CV_LIBRARY_MAX) throw tooMany();
        const file = await storeFile(tx, userId, key, upload, type);
        const entry = await insertCv(tx, {
          candidateId: userId,
          fileId: file.id,
          name: name ?? nameFromFile(file.originalName),
          text,
        });
        if (!current.cv) {
          await setDefaultCv(tx, userId, entry);
          await refreshCandidateDerived(tx, userId);
        }
        return { result: await reload(tx, userId, entry.id), old: null };
      });
    },

    /**
     * The spec's single-CV upload: replaces the default CV's file (keeping its name), or, with no CV
     * yet, adds the first. The replaced file stays while an application holds it.
     */
    async replaceDefault(userId: number, upload: UploadedFile): Promise<CvUploaded> {
      const { type, text } = await readCv(scanner, upload);
      const file = await storeThen(upload.data, async (tx, key) => {
        await lockLibrary(tx, userId);
        const row = await storeFile(tx, userId, key, upload, type);
        const current = await defaultCv(tx, userId);
        let old: string | null = null;
        if (current) {
          await replaceCvFile(tx, current.entry.id, row.id, text);
          old = await releaseFile(tx, current.file.id);
        } else {
          await insertCv(tx, {
            candidateId: userId,
            fileId: row.id,
            name: nameFromFile(row.originalName),
            text,
          });
        }
        await setDefaultCv(tx, userId, { fileId: row.id, text });
        await refreshCandidateDerived(tx, userId);
        return { result: row, old };
      });
      return {
        file_name: file.originalName,
        size: file.size,
        mime: file.mime,
        uploaded_at: file.createdAt.toISOString(),
        has_text: text.length > 0,
      };
    },

    async rename(userId: number, id: number, name: string): Promise<MyCv> {
      return db.transaction(async (tx) => {
        await lockLibrary(tx, userId);
        if (!(await findCv(tx, userId, id))) throw AppError.notFound(CV_NOT_FOUND);
        await renameCv(tx, id, name);
        return reload(tx, userId, id);
      });
    },

    /** Makes the CV the default: the profile shows it and the CV search reads its text from now on. */
    async makeDefault(userId: number, id: number): Promise<MyCv> {
      return db.transaction(async (tx) => {
        await lockLibrary(tx, userId);
        const row = await findCv(tx, userId, id);
        if (!row) throw AppError.notFound(CV_NOT_FOUND);
        if (!row.isDefault) {
          await setDefaultCv(tx, userId, row.entry);
          await refreshCandidateDerived(tx, userId);
        }
        return reload(tx, userId, id);
      });
    },

    async remove(userId: number, id: number): Promise<void> {
      const old = await db.transaction(async (tx) => {
        await lockLibrary(tx, userId);
        const row = await findCv(tx, userId, id);
        if (!row) throw AppError.notFound(CV_NOT_FOUND);
        return removeEntry(tx, userId, row);
      });
      await removeBytes([old]);
    },

    /** The spec's DELETE candidate/cv: removes the default CV. */
    async removeDefault(userId: number): Promise<void> {
      const old = await db.transaction(async (tx) => {
        await lockLibrary(tx, userId);
        const row = await defaultCv(tx, userId);
        if (!row) throw AppError.notFound(catalogue.text('errors.you_have_no_cv'));
        return removeEntry(tx, userId, row);
      });
      await removeBytes([old]);
    },

    async file(userId: number, id: number): Promise<FileRow> {
      const row = await findCv(db, userId, id);
      if (!row) throw AppError.notFound(CV_NOT_FOUND);
      return row.file;
    },
  };
}

/**
 * What an application sends: the chosen CV of the candidate's (404 when it is not theirs), or the
 * default; its file id and the name it had. Called inside the applying transaction.
 */
export async function cvToSend(
  tx: Db,
  userId: number,
  cvId: number | undefined,
): Promise<{ fileId: number; name: string } | null> {
  await adoptStoredCvs(tx, userId);
  const row = cvId === undefined ? await defaultCv(tx, userId) : await findCv(tx, userId, cvId);
  if (!row && cvId !== undefined) throw AppError.notFound(CV_NOT_FOUND);
  return row ? { fileId: row.file.id, name: row.entry.name } : null;
}
