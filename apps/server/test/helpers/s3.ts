import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { S3Settings } from '../../src/core/config';
import { freePort } from './net';

/**
 * How the stand-in behaves: as S3 does, answering 503 ServiceUnavailable to everything, accepting
 * connections and never answering, or not listening at all (connections refused).
 */
export type S3Mode = 'answering' | 'failing' | 'silent' | 'closed';

export type S3StandIn = {
  port: number;
  /** Objects by path (`/bucket/prefix+key`), as stored by answered PUTs. */
  objects: Map<string, Buffer>;
  /** Settings for `createS3Storage`; `env` the same as the server's S3_* variables. */
  settings: S3Settings;
  env: Record<string, string>;
  set(mode: S3Mode): Promise<void>;
  close(): Promise<void>;
};

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A stand-in for an S3 service: path-style PUT, GET and DELETE of objects in memory, answering as
 * S3 does (NoSuchKey on a missing object, 204 on any delete), switchable to an outage. It checks no
 * signatures: what is tested is our backend's use of the SDK, not AWS.
 */
export async function startS3StandIn(bucket = 'portal-files', prefix = 'uploads/'): Promise<S3StandIn> {
  const objects = new Map<string, Buffer>();
  let mode: S3Mode = 'answering';
  const sockets = new Set<Socket>();
  /** Connections a silent stand-in holds, as a hung service does; dropped when it changes mode. */
  const held = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    if (mode === 'silent') return void held.add(req.socket);
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (mode !== 'answering') {
        res
          .writeHead(503, { 'content-type': 'application/xml' })
          .end(xmlError('ServiceUnavailable', 'Please reduce your request rate.'));
      } else if (req.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        res.writeHead(200, { etag: '"x"' }).end();
      } else if (req.method === 'GET') {
        const body = objects.get(key);
        if (!body)
          res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchKey', 'missing'));
        else res.writeHead(200, { 'content-length': String(body.length) }).end(body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const port = await freePort();
  const listen = () => new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  // Stops listening and drops the kept-alive connections, so the next request is refused.
  const stop = () =>
    new Promise<void>((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    });
  await listen();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    port,
    objects,
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'test',
      secretAccessKey: 'test',
      forcePathStyle: true,
      prefix,
      timeoutMs: 2_000,
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: prefix,
      S3_TIMEOUT_MS: '2000',
    },
    async set(next) {
      if (next === mode) return;
      const wasClosed = mode === 'closed';
      mode = next;
      for (const s of held) s.destroy();
      held.clear();
      if (next === 'closed') await stop();
      else if (wasClosed) await listen();
    },
    async close() {
      if (mode !== 'closed') await stop();
    },
  };
}
