import type { Checks, Portal } from '../faults/lib';

/** A 1x1 PNG: the smallest photo the portal re-encodes and stores. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The candidate's photo stored through `via`; its public address. */
export async function uploadPhoto(via: Portal, candidate: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${via.base}/api/candidate/photo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${candidate}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`photo upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { photo_url: string } }).data.photo_url;
}

/**
 * A photo stored through one process: the others sharing DATA_DIR/uploads serve it; a process with
 * uploads of its own answers 404 saying the file is not on this server (not that it was deleted),
 * and said at start that several web processes need S3 or a shared folder.
 */
export async function uploadsAcrossProcesses(
  checks: Checks,
  opts: { from: Portal; sharing: Portal; alone: Portal; candidate: string },
) {
  const url = await uploadPhoto(opts.from, opts.candidate);
  const shared = await fetch(`${opts.sharing.base}${url}`);
  checks.check(
    shared.status === 200 && shared.headers.get('content-type') === 'image/webp',
    `a photo stored through one process is served by another sharing DATA_DIR/uploads (${shared.status})`,
  );
  const alone = await fetch(`${opts.alone.base}${url}`);
  const message = ((await alone.json()) as { message?: string }).message ?? '';
  checks.check(
    alone.status === 404 && message.startsWith('This file is not on this server'),
    `a process with its own uploads folder answers 404, "not on this server" (${alone.status}: ${message})`,
  );
  checks.check(
    opts.alone.output().includes('Several web processes need S3'),
    'a process on local uploads beside PostgreSQL says at start that several need S3 or a shared folder',
  );
}
