import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** What a Word document may unpack to. Real CVs stay far below: a few MB and a few hundred entries. */
export const ZIP_LIMITS = {
  maxEntries: 2_000,
  maxTotalBytes: 50 * 1024 * 1024,
  /** Deflate rarely passes 100:1 on real XML; bombs reach 1000:1. Checked on entries above 1 MB. */
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
} as const;

export class UnsafeZipError extends Error {
  override name = 'UnsafeZipError';
}

const fromBuffer = (data: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
      err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip),
    ),
  );

/**
 * Refuses a zip (DOCX) that would unpack too far, before any parser unpacks it: the entry count
 * and declared sizes are checked first, then every entry is actually inflated and counted, because
 * the declared sizes are the attacker's to write. yauzl stops an entry that outgrows its
 * declaration; the running total stops a zip whose entries are each modest.
 */
export async function assertSafeZip(data: Buffer, limits = ZIP_LIMITS): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await fromBuffer(data);
  } catch {
    throw new UnsafeZipError('not a readable zip');
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new UnsafeZipError(`too many entries: ${zip.entryCount}`);
  }
  let declared = 0;
  let inflated = 0;

  const checkEntry = (entry: Entry) => {
    declared += entry.uncompressedSize;
    if (declared > limits.maxTotalBytes) throw new UnsafeZipError('declared size too large');
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxRatio) {
      throw new UnsafeZipError('compression ratio too high');
    }
  };

  const drain = (entry: Entry) =>
    new Promise<void>((resolve, reject) => {
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return reject(new UnsafeZipError('unreadable entry'));
        stream.on('data', (chunk: Buffer) => {
          inflated += chunk.length;
          if (inflated > limits.maxTotalBytes) stream.destroy(new UnsafeZipError('unpacks too large'));
        });
        stream.on('error', (e) => reject(e instanceof UnsafeZipError ? e : new UnsafeZipError(e.message)));
        stream.on('end', () => resolve());
      });
    });

  await new Promise<void>((resolve, reject) => {
    const fail = (err: unknown) => {
      zip.close();
      reject(err instanceof UnsafeZipError ? err : new UnsafeZipError(String(err)));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      try {
        checkEntry(entry);
      } catch (err) {
        return fail(err);
      }
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      drain(entry).then(() => zip.readEntry(), fail);
    });
    zip.readEntry();
  });
}
