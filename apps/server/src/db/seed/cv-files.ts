import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createLocalStorage } from '../../modules/files/local-storage';
import { createS3Storage, type S3Settings } from '../../modules/files/s3-storage';
import { type FileStorage, newStorageKey } from '../../modules/files/storage';
import type { Db } from '../client';
import { candidateProfiles, files } from '../schema/candidates';
import { users } from '../schema/users';
import { DEMO_CV_CANDIDATES, demoCvEmail } from './cv-database';
import { cvPdf } from './cv-pdf';
import { cvSample } from './cv-samples';

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
  const storage: FileStorage = opts.s3
    ? createS3Storage(opts.s3)
    : createLocalStorage(path.join(opts.dataDir, 'uploads'));
  for (const r of rows) {
    const n = wanted.find((i) => demoCvEmail(i) === r.email) as number;
    const s = cvSample(n);
    const pdf = cvPdf(`${r.first} ${r.last} - ${s.headline}`, s.cvText);
    const key = newStorageKey();
    await storage.put(key, pdf);
    const [file] = await db
      .insert(files)
      .values({
        ownerId: r.id,
        kind: 'cv',
        storageKey: key,
        originalName: `${r.first}-${r.last}-CV.pdf`.replace(/\s+/g, '-'),
        mime: 'application/pdf',
        size: pdf.length,
      })
      .returning({ id: files.id });
    if (file)
      await db.update(candidateProfiles).set({ cvFileId: file.id }).where(eq(candidateProfiles.userId, r.id));
  }
}
