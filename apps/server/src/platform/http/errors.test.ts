import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { errorsPlugin } from './errors';

describe('the error handler', () => {
  it('answers a relabelled failure with its message only, and logs the cause with the request id', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (l: string) => void lines.push(l) } } });
    await app.register(errorsPlugin);
    app.get('/upload', async () => {
      throw AppError.validation({ file: [contractText('This file could not be read.')] }).withCause(
        new Error('Invalid PDF structure: bad XRef entry'),
      );
    });
    const res = await app.inject({ url: '/upload' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: { file: ['This file could not be read.'] },
      request_id: res.json().request_id,
    });
    expect(res.body).not.toContain('XRef');
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request rejected');
    expect(logged?.reqId).toBe(res.json().request_id);
    expect(JSON.stringify(logged?.err)).toContain('bad XRef entry');
  });
});
