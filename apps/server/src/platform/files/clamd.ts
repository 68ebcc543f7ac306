import net from 'node:net';
import type { ClamdSettings } from '../../core/config';

/** Where clamd listens, and how long one scan may take from connecting to its verdict. */
export type ScanVerdict = { infected: false } | { infected: true; signature: string };

/** clamd could not give a verdict: unreachable, too slow, or it answered with an error. */
export class ClamdError extends Error {
  override name = 'ClamdError';
}

/** clamd's default StreamMaxLength is 25 MB and its chunks may be any size; 64 KB keeps writes small. */
const CHUNK_BYTES = 64 * 1024;

function frame(data: Buffer): Buffer[] {
  const parts: Buffer[] = [Buffer.from('zINSTREAM\0')];
  for (let at = 0; at < data.length; at += CHUNK_BYTES) {
    const chunk = data.subarray(at, at + CHUNK_BYTES);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    parts.push(length, chunk);
  }
  parts.push(Buffer.alloc(4)); // a zero-length chunk ends the stream
  return parts;
}

/** `stream: OK` or `stream: <signature> FOUND`; anything else (`... ERROR`) is no verdict. */
export function parseReply(reply: string): ScanVerdict {
  const line = reply.replace(/\0/g, '').trim();
  if (line === 'stream: OK') return { infected: false };
  const found = /^stream: (.+) FOUND$/.exec(line);
  if (found?.[1]) return { infected: true, signature: found[1] };
  throw new ClamdError(`clamd answered: ${line.slice(0, 200) || '(nothing)'}`);
}

/**
 * Scans bytes with clamd's INSTREAM command over TCP: `zINSTREAM\0`, then chunks each preceded by
 * its 4-byte big-endian length, then a zero length; clamd answers one NUL-terminated line and
 * closes. One deadline covers connecting, sending and the verdict, so a hung clamd cannot hold an
 * upload. The bytes are already in memory (uploads are at most a few MB), so they are written at once.
 */
export function clamdScan(settings: ClamdSettings, data: Buffer): Promise<ScanVerdict> {
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    let settled = false;
    const socket = net.createConnection({ host: settings.host, port: settings.port });
    const settle = (outcome: () => ScanVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      socket.destroy();
      try {
        resolve(outcome());
      } catch (err) {
        reject(err);
      }
    };
    const deadline = setTimeout(
      () =>
        settle(() => {
          throw new ClamdError(`clamd gave no verdict within ${settings.timeoutMs} ms`);
        }),
      settings.timeoutMs,
    );
    const verdict = () => parseReply(Buffer.concat(received).toString('utf8'));
    socket.on('connect', () => {
      for (const part of frame(data)) socket.write(part);
      socket.end();
    });
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      // The reply ends with NUL (z-commands); clamd closes right after, but the line is enough.
      if (chunk.includes(0)) settle(verdict);
    });
    socket.on('end', () => settle(verdict));
    socket.on('error', (err) =>
      // clamd may answer (a size limit, say) and close before it has read everything we sent.
      settle(() => {
        if (received.length) return verdict();
        throw new ClamdError(`clamd at ${settings.host}:${settings.port} is unreachable: ${err.message}`);
      }),
    );
  });
}
