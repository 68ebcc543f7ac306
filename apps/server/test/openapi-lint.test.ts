import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from './helpers/app';
import { TABLE } from './role-matrix/tables';

/**
 * The OpenAPI document the server generates, linted by Redocly with the repository's redocly.yaml
 * (issue 32 item 22): no errors, and only the warnings the config explains.
 */
type Operation = { operationId?: string; security?: Record<string, string[]>[] };
type Doc = { paths: Record<string, Record<string, Operation>> };
type Problem = {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
};

const SIGN_IN =
  /^POST \/api\/user\/(candi_login|employer_login|consultancy-login|admin-login|mfa\/verify|mfa\/enrol\/)/;

const root = path.resolve(import.meta.dirname, '../../..');
let t: Awaited<ReturnType<typeof setupFile>>;
let doc: Doc;
let dir: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  doc = t.app.swagger() as unknown as Doc;
  dir = mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${p}`, op })),
  );

async function lint(): Promise<Problem[]> {
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(doc));
  // Redocly exits 1 when it finds an error; its JSON report is on stdout either way.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
      'lint',
      file,
      '--config',
      path.join(root, 'redocly.yaml'),
      '--format=json',
      '--max-problems=1000',
    ],
    { cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  return (JSON.parse(stdout) as { problems: Problem[] }).problems;
}

describe('the OpenAPI document', () => {
  it('passes Redocly with no error and only the warnings redocly.yaml explains', async () => {
    const problems = await lint();
    const summary = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(summary.filter((s) => s.startsWith('error'))).toEqual([]);
    expect(new Set(problems.map((p) => p.ruleId))).toEqual(
      new Set(['no-ambiguous-paths', 'operation-4xx-response']),
    );
    // No 4xx documented only where no input can be wrong: the four GETs that take none.
    expect(
      problems
        .filter((p) => p.ruleId === 'operation-4xx-response')
        .map((p) => p.location[0]?.pointer)
        .sort(),
    ).toEqual([
      '#/paths/~1api~1health/get/responses',
      '#/paths/~1api~1master~1exchange-rates/get/responses',
      '#/paths/~1api~1salaries/get/responses',
      '#/paths/~1api~1settings~1public/get/responses',
    ]);
  }, 60_000);

  it('names every operation after its endpoint in the contract, uniquely', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.length).toBeGreaterThan(200);
    expect(ids.filter((id) => !id || !/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/jobs/view/{id}']?.get?.operationId).toBe('jobs.view');
  });

  it('marks public exactly the operations a guest may call (the role matrix)', () => {
    const wrong = operations().flatMap(({ route, op }) => {
      const entry = TABLE[route];
      if (!entry) return [`${route}: not in the role matrix`];
      // Sign-in and its second step are public; their 401 is for the credentials the call carries.
      const guest = SIGN_IN.test(route)
        ? 200
        : entry.tenancy === undefined
          ? entry.expect.guest
          : entry.own.guest;
      const documentedPublic = op.security?.length === 0;
      return documentedPublic === (guest !== 401)
        ? []
        : [`${route}: guest ${guest}, security ${JSON.stringify(op.security)}`];
    });
    expect(wrong).toEqual([]);
  });
});
