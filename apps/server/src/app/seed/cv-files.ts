import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { S3Settings } from '../../core/config';
import type { Db } from '../../core/db/client';
import { candidateProfiles, files } from '../../core/db/schema/candidates';
import { users } from '../../core/db/schema/users';
import { createLocalStorage } from '../../platform/files/local-storage';
import { createS3Storage } from '../../platform/files/s3-storage';
import { type FileStorage, newStorageKey } from '../../platform/files/storage';
import { DEMO_CV_CANDIDATES, demoCvEmail } from './cv-database';
import { cvPdf } from './cv-pdf';
import { demoCv } from './demo-cvs';

/**
 * A generated PDF for each demo CV candidate who has none, stored where uploads go, so a fresh
 * start can show and download their CVs. The CV text already searched stays the PDF's text.
 */
export async function seedDemoCvFiles(db: Db, opts: { dataDir: string; s3?: S3Settings | null }) {
  const wanted = Array.from({ length: DEMO_CV_CANDIDATES }, (_, i) => i + 1);
  const rows = await db
    .select({ id: users.id, email: users.email, first: users.firstName, last: users.lastName })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(and(inArray(users.email, wanted.map(demoCvEmail)), isNull(candidateProfiles.cvFileId)));
  if (!rows.length) return;
  const storage = demoUploads(opts);
  for (const r of rows) {
    const n = wanted.find((i) => demoCvEmail(i) === r.email) as number;
    const s = demoCv(n);
    const pdf = cvPdf(`${r.first} ${r.last} - ${s.headline}`, s.cvText);
    const fileId = await storeDemoCv(db, storage, { ownerId: r.id, name: `${r.first} ${r.last}`, pdf });
    await db.update(candidateProfiles).set({ cvFileId: fileId }).where(eq(candidateProfiles.userId, r.id));
  }
}

/** Where seeded files go: the bucket when uploads are in one, else DATA_DIR/uploads. */
export function demoUploads(opts: { dataDir: string; s3?: S3Settings | null }): FileStorage {
  return opts.s3 ? createS3Storage(opts.s3) : createLocalStorage(path.join(opts.dataDir, 'uploads'));
}

/** Stores a generated CV as an upload of its owner's, named "First-Last-CV.pdf"; answers the file id. */
export async function storeDemoCv(
  db: Db,
  storage: FileStorage,
  cv: { ownerId: number; name: string; pdf: Buffer },
): Promise<number> {
  const key = newStorageKey();
  await storage.put(key, cv.pdf);
  const [file] = await db
    .insert(files)
    .values({
      ownerId: cv.ownerId,
      kind: 'cv',
      storageKey: key,
      originalName: `${cv.name}-CV.pdf`.replace(/\s+/g, '-'),
      mime: 'application/pdf',
      size: cv.pdf.length,
    })
    .returning({ id: files.id });
  if (!file) throw new Error('Seed: could not store a demo CV');
  return file.id;
}
