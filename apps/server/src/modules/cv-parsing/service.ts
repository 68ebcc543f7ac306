import type { ParsedCv } from '@portal/contract/cv-parsing';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import type { FileStorage } from '../../platform/files/storage';
import type { VirusScanner } from '../../platform/files/virus-scan';
import type { UploadedFile } from '../../platform/http/body-parsers';
import { currentCvOf } from '../files';
import { detectKind, readLines, unreadable } from './extract';
import { catalogue } from './i18n';
import { indexMasters, type ParsingMasters } from './masters';
import { parseCvLines } from './parse';
import { loadMasterLists } from './repository';

type Deps = { db: Db; storage: FileStorage; scanner: VirusScanner };

export const NO_STORED_CV = catalogue.text('errors.you_have_no_cv_stored');

/** Master lists change rarely (an admin's edit); a minute's staleness only affects suggestions. */
const MASTERS_TTL_MS = 60_000;
const cache = new WeakMap<Db, { at: number; masters: Promise<ParsingMasters> }>();

function mastersOf(db: Db): Promise<ParsingMasters> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < MASTERS_TTL_MS) return hit.masters;
  const masters = loadMasterLists(db).then(indexMasters);
  masters.catch(() => cache.delete(db));
  cache.set(db, { at: Date.now(), masters });
  return masters;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks);
}

/** CV parsing into profile suggestions: nothing is stored, the answer is for the person to review. */
export function createCvParsingService({ db, storage, scanner }: Deps) {
  async function parse(data: Buffer): Promise<ParsedCv> {
    const kind = await detectKind(data);
    if (!kind) throw unreadable();
    const lines = await readLines(kind, data);
    return parseCvLines(lines, await mastersOf(db));
  }

  return {
    /** The signed-in candidate's stored CV (scanned when it was uploaded). */
    async parseMine(userId: number): Promise<ParsedCv> {
      const file = await currentCvOf(db, userId);
      if (!file) throw AppError.notFound(NO_STORED_CV);
      const stream = await storage.read(file.storageKey);
      if (!stream) throw AppError.notFound(NO_STORED_CV);
      return parse(await readAll(stream));
    },

    /** An uploaded CV, through the upload's gates (size while reading, type, malware scan). */
    async parseUpload(upload: UploadedFile): Promise<ParsedCv> {
      const kind = await detectKind(upload.data);
      if (!kind) throw unreadable();
      await scanner.scan(upload.data);
      const lines = await readLines(kind, upload.data);
      return parseCvLines(lines, await mastersOf(db));
    },
  };
}
