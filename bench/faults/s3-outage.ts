import { type S3Mode, startS3StandIn } from '../../apps/server/test/helpers/s3';
import { fileUpload, jpegWithExif, minimalPdf } from '../../apps/server/test/helpers/uploads';
import {
  DEMO,
  DEMO_PASSWORD,
  drill,
  log,
  onCleanup,
  signIn,
  startPostgres,
  startServer,
  tempDir,
} from './lib';

/*
 * Photos and CVs in an S3-compatible bucket (S3_BUCKET at the test helper's in-memory stand-in),
 * which then answers 503 to everything, holds every connection without answering, and refuses
 * connections, then answers again: while it is away, uploads answer 503 with the spec's error shape
 * and write nothing (no row, no object), reads of stored files answer 503, the rest of the portal
 * answers as usual; once it is back, everything works again, the files stored before included.
 */

const TIMEOUT_MS = 3_000;
const MESSAGE = 'File storage is unavailable, try again later';
const AWAY: [S3Mode, string][] = [
  ['failing', 'answering 503'],
  ['silent', 'never answering'],
  ['closed', 'not listening'],
];

type Answer = { status: number; ms: number; retryAfter: string | null; body: unknown };

export const run = () =>
  drill('s3-outage', async (checks) => {
    const dir = tempDir('s3');
    const pg = await startPostgres();
    const s3 = await startS3StandIn();
    onCleanup(() => s3.close());
    // The first start seeds the demo CVs, logos and news images into the bucket.
    const server = await startServer(
      'web',
      { DATABASE_URL: pg.url, ...s3.env, S3_TIMEOUT_MS: String(TIMEOUT_MS), RATE_LIMIT_FACTOR: '100000' },
      dir,
    );
    log(`started; ${s3.objects.size} objects in the bucket after the seed`);
    const token = await signIn(server.base, 'candi_login', DEMO.candidate);
    const auth = { authorization: `Bearer ${token}` };
    const rows = async () =>
      Number((await pg.query<{ n: string }>('select count(*) as n from files'))[0]?.n ?? 0);

    const ask = async (path: string, init: RequestInit = {}): Promise<Answer> => {
      const start = Date.now();
      const res = await fetch(`${server.base}${path}`, { ...init, signal: AbortSignal.timeout(60_000) });
      const type = res.headers.get('content-type') ?? '';
      const body = type.includes('json') ? await res.json() : (await res.arrayBuffer()).byteLength;
      return { status: res.status, ms: Date.now() - start, retryAfter: res.headers.get('retry-after'), body };
    };
    const upload = async (kind: 'cv' | 'photo') => {
      const body =
        kind === 'cv'
          ? fileUpload(minimalPdf(`Warehouse supervisor ${Math.random()}`), 'cv.pdf', 'application/pdf')
          : fileUpload(await jpegWithExif(400, 300), 'me.jpg', 'image/jpeg');
      return ask(`/api/candidate/${kind}`, {
        method: 'POST',
        headers: { ...body.headers, ...auth },
        body: body.payload,
      });
    };
    const readCv = () => ask('/api/candidate/cv', { headers: auth });
    /** What needs no file's bytes: a search, the signed-in profile, health, a sign-in. */
    const rest = () =>
      Promise.all([
        ask('/api/jobs/search?keyword=warehouse'),
        ask('/api/user/', { headers: auth }),
        ask('/api/health'),
        ask('/api/user/employer_login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO.employer, password: DEMO_PASSWORD }),
        }),
      ]);

    const cv = await readCv();
    const photo = await upload('photo');
    const photoUrlOf = (a: Answer) => (a.body as { data?: { photo_url?: string } }).data?.photo_url ?? '';
    // The current photo's URL: each new photo gets a new one and the old one's bytes go.
    let photoUrl = photoUrlOf(photo);
    const cvUp = await upload('cv');
    log(
      `answering: seeded CV read ${cv.status} (${cv.ms} ms), photo upload ${photo.status} (${photo.ms} ms), CV upload ${cvUp.status} (${cvUp.ms} ms)`,
    );
    checks.check(
      cv.status === 200 && photo.status === 200 && cvUp.status === 200,
      'bucket answering: reads and uploads 200',
    );

    for (const [mode, what] of AWAY) {
      await s3.set(mode);
      const before = { rows: await rows(), objects: s3.objects.size };
      const [uploads, reads, others] = await Promise.all([
        Promise.all([
          ...Array.from({ length: 5 }, () => upload('cv')),
          ...Array.from({ length: 5 }, () => upload('photo')),
        ]),
        Promise.all([readCv(), ask(photoUrl)]),
        rest(),
      ]);
      const after = { rows: await rows(), objects: s3.objects.size };
      const slowest = (list: Answer[]) => Math.max(...list.map((a) => a.ms));
      log(
        `${what}: uploads ${uploads.map((u) => u.status).join(',')} in at most ${slowest(uploads)} ms; reads ${reads.map((r) => r.status).join(',')} in at most ${slowest(reads)} ms; meanwhile search, profile, health, sign-in ${others.map((o) => `${o.status} (${o.ms} ms)`).join(', ')}; rows ${before.rows}→${after.rows}, objects ${before.objects}→${after.objects}`,
      );
      checks.check(
        uploads.every(
          (u) =>
            u.status === 503 &&
            u.retryAfter === '30' &&
            (u.body as { message?: unknown }).message === MESSAGE,
        ),
        `bucket ${what}: 10 of 10 uploads (5 CVs, 5 photos) 503 "${MESSAGE}" with Retry-After: 30`,
      );
      checks.check(
        reads.every((r) => r.status === 503),
        `bucket ${what}: reads of stored files (CV, photo) 503`,
      );
      checks.check(
        slowest([...uploads, ...reads]) < TIMEOUT_MS + 3_000,
        `bucket ${what}: nothing waited much past S3_TIMEOUT_MS (${slowest([...uploads, ...reads])} ms)`,
      );
      checks.check(
        others.every((o) => o.status === 200),
        `bucket ${what}: search, profile, health and sign-in 200`,
      );
      checks.check(
        after.rows === before.rows && after.objects === before.objects,
        `bucket ${what}: no row and no object written`,
      );
      await s3.set('answering');
      const [backCv, backPhoto] = await Promise.all([readCv(), ask(photoUrl)]);
      const backUp = await upload('photo');
      photoUrl = photoUrlOf(backUp);
      log(
        `answering again: CV ${backCv.status}, photo ${backPhoto.status}, upload ${backUp.status} (${backUp.ms} ms)`,
      );
      checks.check(
        backCv.status === 200 && backPhoto.status === 200 && backUp.status === 200,
        `after the bucket ${what}: reads of files stored before and uploads 200 again, without a restart`,
      );
    }
    checks.check(!server.exited(), 'the server kept running');
  });
