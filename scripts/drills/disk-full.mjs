// `npm run drill:disk-full` (issue 33 item 4): the disk of DATA_DIR fills up under a running portal.
// Mounts a small tmpfs as DATA_DIR (needs root; otherwise says so and stops), starts the real server
// on the embedded database, fills the disk to the last byte, then checks: uploads and writes answer
// 507 with a message (never a bare 500), reads go on; after freeing space writes work again without a
// restart; a restart opens the same data (nothing corrupted).
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../lib.mjs';

const SIZE_MB = Number(process.env.DRILL_SIZE_MB ?? 120);
const PORT = Number(process.env.PORT ?? 3790);
const BASE = `http://127.0.0.1:${PORT}/api`;
const PASSWORD = 'Disk-Full-Drill-2026';

if (process.getuid?.() !== 0) {
  console.log(
    'disk-full drill skipped: mounting a small filesystem as DATA_DIR needs root (run it with sudo).',
  );
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-disk-full-'));
execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE_MB}m,mode=0700`, 'tmpfs', dataDir]);
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const freeMb = () => {
  const s = statfsSync(dataDir);
  return ((s.bavail * s.bsize) / 1e6).toFixed(2);
};

let server;
function startServer() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/app/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(PORT),
        DEMO_PASSWORD: PASSWORD,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  child.log = '';
  child.stderr.on('data', (d) => {
    child.log += d;
  });
  child.exited = new Promise((done) => child.on('exit', (code, signal) => done(code ?? signal)));
  return child;
}
async function waitHealthy(child, ms = 180_000) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}):\n${child.log.slice(-3000)}`);
    try {
      if ((await fetch(`${BASE}/health`)).ok) return Date.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
}
async function call(method, url, { token, json, form } = {}) {
  const started = performance.now();
  const res = await fetch(`${BASE}/${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : form,
  });
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, ms: Math.round(performance.now() - started) };
}
const signIn = async (url, email) =>
  (await call('POST', url, { json: { email, password: PASSWORD } })).body.data.token;
function pdf(text) {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = [];
  objs.forEach((b, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${b}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([out], { type: 'application/pdf' });
}
const uploadCv = (token, text) => {
  const form = new FormData();
  form.append('file', pdf(text), 'cv.pdf');
  return call('POST', 'candidate/cv', { token, form });
};
const summary = (token, headline) =>
  call('PUT', 'candidate/summary', {
    token,
    json: { headline, summary: `Written by the disk-full drill: ${headline}.` },
  });
const register = (n) =>
  call('POST', 'candidate/register', {
    json: {
      first_name: 'Drill',
      last_name: `Candidate ${'abcdefghij'[n % 10]}`,
      email: `drill-${n}-${Date.now()}@example.com`,
      phone: '+971 50 123 4567',
      password: 'Forklift-Route-Planner-7',
    },
  });
/** A bare 500, or any 5xx without a message, is the failure this drill looks for. */
const clear = (r) => (r.status === 507 || r.status === 503) && typeof r.body?.message === 'string';
const show = (r) => `${r.status} ${JSON.stringify(r.body?.message ?? r.body).slice(0, 90)} (${r.ms} ms)`;
/** What must survive: the public search and the candidate's own profile. */
async function snapshot(token) {
  const search = await call('GET', 'jobs/search?page_size=50');
  const me = await call('GET', 'candidate/profile', { token });
  return JSON.stringify({
    jobs: search.body.data?.map((j) => [j.id, j.title]),
    total: search.body.meta?.total,
    me: me.body.data?.headline ?? me.body.data?.summary,
  });
}

try {
  console.log(`DATA_DIR on a ${SIZE_MB} MB tmpfs: ${dataDir}`);
  server = startServer();
  console.log(`first start (migrate, seed): ${(await waitHealthy(server)) / 1000} s, ${freeMb()} MB free`);
  const candidate = await signIn('user/candi_login', 'candidate@demo.example.com');
  check((await uploadCv(candidate, 'Before the disk filled')).status === 200, 'CV upload with space left');
  check((await summary(candidate, 'Before')).status === 200, 'profile write with space left');

  // Fill to the last byte: 1 MB writes, then 4 KB ones until even those fail.
  const filler = path.join(dataDir, 'filler');
  const fd = openSync(filler, 'w');
  for (const size of [1 << 20, 4096, 1]) {
    const chunk = Buffer.alloc(size, 1);
    try {
      for (;;) writeSync(fd, chunk);
    } catch (err) {
      if (err.code !== 'ENOSPC') throw err;
    }
  }
  closeSync(fd);
  console.log(`disk filled: ${freeMb()} MB free`);

  const results = {
    upload: await uploadCv(candidate, 'While the disk is full'),
    write: await summary(candidate, 'While full'),
    registration: await register(1),
  };
  for (const [what, r] of Object.entries(results)) {
    console.log(`  full: ${what.padEnd(12)} ${show(r)}`);
    check(
      r.status < 500 || clear(r),
      `${what} on a full disk answers 507/503 with a message, never a bare 500`,
    );
  }
  // The database takes some writes while its preallocated WAL segment and free pages last (updates in
  // place) and refuses the ones that need a new page; go on writing from 8 clients to see every way
  // it refuses, and that the process survives it.
  const text = 'Cold-chain routing and fleet planning. '.repeat(110).slice(0, 4000);
  const tally = {};
  let unclear = null;
  const writing = Date.now();
  const total = Number(process.env.DRILL_WRITES ?? 2000);
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < total) {
        const i = next++;
        const r =
          i % 10 === 0
            ? await register(i)
            : await call('PUT', 'candidate/summary', {
                token: candidate,
                json: { headline: `Write ${i}`, summary: text },
              });
        tally[r.status] = (tally[r.status] ?? 0) + 1;
        if (r.status >= 500 && !clear(r)) unclear ??= r;
      }
    }),
  );
  console.log(
    `  full: ${total} writes in ${(Date.now() - writing) / 1000} s: ${JSON.stringify(tally)} (status: count)`,
  );
  check(!unclear, `every refused write answers 507/503 with a message${unclear ? `: ${show(unclear)}` : ''}`);
  const search = await call('GET', 'jobs/search?page_size=50');
  console.log(`  full: search       ${search.status} (${search.ms} ms)`);
  check(search.status === 200, 'reads go on while the disk is full');
  const health = await call('GET', 'health');
  console.log(`  full: health       ${show(health)}`);
  check(server.exitCode === null, 'the server is still running');

  rmSync(filler);
  console.log(`space freed: ${freeMb()} MB free`);
  const after = {
    upload: await uploadCv(candidate, 'After space was freed'),
    write: await summary(candidate, 'After'),
  };
  for (const [what, r] of Object.entries(after)) {
    console.log(`  freed: ${what.padEnd(11)} ${show(r)}`);
    check(r.status === 200, `${what} works again once space is freed, without a restart`);
  }
  const before = await snapshot(candidate);

  const stopping = Date.now();
  server.kill('SIGTERM');
  await server.exited;
  console.log(`stopped in ${(Date.now() - stopping) / 1000} s`);
  server = startServer();
  console.log(`restart on the same DATA_DIR: ${(await waitHealthy(server)) / 1000} s`);
  const again = await signIn('user/candi_login', 'candidate@demo.example.com');
  check((await snapshot(again)) === before, 'after a restart the portal serves the same data');
  check((await summary(again, 'After the restart')).status === 200, 'writes work after the restart');
} catch (err) {
  failures.push(String(err?.stack ?? err));
  console.error(err);
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await server.exited;
  }
  try {
    execFileSync('umount', [dataDir]);
    rmSync(dataDir, { recursive: true, force: true });
  } catch (err) {
    console.error(`could not unmount ${dataDir}: ${err}`);
  }
}
console.log(
  failures.length ? `\ndisk-full drill FAILED: ${failures.length} check(s)` : '\ndisk-full drill passed',
);
process.exit(failures.length ? 1 : 0);
