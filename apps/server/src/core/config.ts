import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Role, roleSchema } from '@portal/contract/roles';
import type { SettingsUpdate } from '@portal/contract/settings';
import { z } from 'zod';
import { initialSettingsFrom } from './initial-settings';
import { type DkimSettings, mailSettings } from './mail-config';

/** The repository root: defaults (data, the built client) live here whatever the working directory. */
/** A clamd (ClamAV daemon) over TCP; see platform/files/clamd.ts. */
export type ClamdSettings = { host: string; port: number; timeoutMs: number };

/** An S3-compatible bucket for uploads; see platform/files/s3-storage.ts. */
export type S3Settings = {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, Spaces); null means AWS. */
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, e.g. "uploads/". */
  prefix: string;
  /** Longest wait for one operation's answer, retries included, before it counts as an outage. */
  timeoutMs: number;
};

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const TTL_UNITS = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 } as const;

const ttlSchema = z
  .string()
  .trim()
  .regex(/^[0-9]+[smhdw]$/, 'must be a number followed by s, m, h, d or w (e.g. 7d)')
  .transform((v) => Number(v.slice(0, -1)) * TTL_UNITS[v.slice(-1) as keyof typeof TTL_UNITS])
  .refine((s) => s >= 60, 'must be at least 1 minute');

const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const empty = (v: unknown) => (v === '' ? undefined : v);

const envSchema = z.object({
  PORT: z.preprocess(empty, z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: z.preprocess(empty, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(empty, z.string().optional()),
  DATABASE_URL: z.preprocess(empty, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_REPLICA_URL: z.preprocess(empty, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  JWT_SECRET: z.preprocess(empty, z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_TTL: z.preprocess(empty, ttlSchema.default(604_800)),
  SMTP_URL: z.preprocess(empty, z.url({ protocol: /^smtps?$/ }).optional()),
  // Without it: no-reply@ PUBLIC_URL's host (core/mail-config.ts).
  MAIL_FROM: z.preprocess(empty, z.string().min(3).optional()),
  DKIM_DOMAIN: z.preprocess(empty, z.string().trim().max(253).optional()),
  DKIM_SELECTOR: z.preprocess(empty, z.string().trim().max(63).optional()),
  DKIM_PRIVATE_KEY: z.preprocess(empty, z.string().optional()),
  DKIM_PRIVATE_KEY_FILE: z.preprocess(empty, z.string().optional()),
  PUBLIC_URL: z.preprocess(empty, z.url({ protocol: /^https?$/ }).optional()),
  NODE_ENV: z.preprocess(empty, z.enum(['development', 'production', 'test']).default('development')),
  LOG_LEVEL: z.preprocess(
    empty,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST: z.preprocess(empty, z.string().optional()),
  DEMO_PASSWORD: z.preprocess(empty, z.string().min(8, 'must be at least 8 characters').optional()),
  RATE_LIMIT_FACTOR: z.preprocess(empty, z.coerce.number().positive().max(1_000_000).default(1)),
  // Unlike the others, an empty value means something here: no role is required to use two steps.
  MFA_REQUIRED_ROLES: z
    .string()
    .default('master_admin,consultancy_admin')
    .transform((v) =>
      v
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .pipe(z.array(roleSchema)),
  RECRUITER_EMAIL_PER_MINUTE: z.preprocess(empty, z.coerce.number().int().min(1).max(100_000).default(60)),
  REDIS_URL: z.preprocess(empty, z.url({ protocol: /^rediss?$/ }).optional()),
  SEARCH_CACHE_SECONDS: z.preprocess(empty, z.coerce.number().int().min(0).max(3600).default(60)),
  SALARY_INSIGHTS_CACHE_SECONDS: z.preprocess(empty, z.coerce.number().int().min(0).max(86_400).default(600)),
  SEARCH_INDEX: z.preprocess(empty, z.enum(['memory', 'sql']).default('memory')),
  CV_SEARCH_THREAD: z.preprocess(empty, z.enum(['on', 'off']).default('on')),
  WORKER: z.preprocess(empty, z.enum(['inline', 'off']).default('inline')),
  TRUST_PROXY: z.preprocess(empty, booleanString.default(false)),
  S3_BUCKET: z.preprocess(empty, z.string().min(3).max(63).optional()),
  S3_REGION: z.preprocess(empty, z.string().default('us-east-1')),
  S3_ENDPOINT: z.preprocess(empty, z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(empty, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(empty, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(empty, booleanString.default(false)),
  S3_PREFIX: z.preprocess(empty, z.string().max(200).default('')),
  S3_TIMEOUT_MS: z.preprocess(empty, z.coerce.number().int().min(100).max(600_000).default(10_000)),
  CLAMAV_HOST: z.preprocess(empty, z.string().trim().min(1).max(255).optional()),
  CLAMAV_PORT: z.preprocess(empty, z.coerce.number().int().min(1).max(65_535).default(3310)),
  CLAMAV_TIMEOUT_MS: z.preprocess(empty, z.coerce.number().int().min(100).max(600_000).default(30_000)),
  REQUEST_TIMEOUT_SECONDS: z.preprocess(empty, z.coerce.number().int().min(1).max(3600).default(60)),
  HEADERS_TIMEOUT_SECONDS: z.preprocess(empty, z.coerce.number().int().min(1).max(600).default(10)),
  /** Set by npm to the directory the command was typed in; relative paths are relative to it. */
  INIT_CWD: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Null: the job search reads the primary (databaseUrl or PGlite). */
  databaseReplicaUrl: string | null;
  jwtSecret: string | null;
  jwtTtlSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** Null: mail goes out unsigned (no DKIM_* variables). */
  dkim: DkimSettings | null;
  publicUrl: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  webDist: string;
  demoPassword: string | null;
  rateLimitFactor: number;
  /** Roles whose sign-in needs a second step; such users set one up at their next sign-in. */
  mfaRequiredRoles: readonly Role[];
  /** Campaign mails are spaced so no more than this many a minute become due (all campaigns). */
  recruiterEmailPerMinute: number;
  /** Null: rate-limit counters live in PostgreSQL (DATABASE_URL) or, with PGlite, in memory. */
  redisUrl: string | null;
  /** How long a job search answer is reused (this process drops them on any job change); 0: never. */
  searchCacheSeconds: number;
  /** How old the salary pages' figures may get before they are computed again; 0: every request. */
  salaryInsightsCacheSeconds: number;
  /** Where the search filters and counts: the open jobs in memory, or PostgreSQL alone. */
  searchIndex: 'memory' | 'sql';
  /** On PostgreSQL, the CV search's index and pass in a thread of their own (modules/cv-search/search-thread.ts). */
  cvSearchThread: boolean;
  worker: 'inline' | 'off';
  trustProxy: boolean;
  /** Null: uploads live on the local disk under DATA_DIR/uploads. */
  s3: S3Settings | null;
  /** Null: uploads are not scanned for malware (no clamd configured). */
  clamav: ClamdSettings | null;
  /** Slow clients (a trickled body or trickled headers) are cut off after these. */
  timeouts: { requestSeconds: number; headersSeconds: number };
  /** Settings a fresh start takes instead of the placeholders (PORTAL_NAME, CONTACT_EMAIL, ...). */
  initialSettings: SettingsUpdate;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once. Throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const initial = initialSettingsFrom(env);
  if (!parsed.success || !initial.ok) {
    const lines = [
      ...(parsed.error?.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`) ?? []),
      ...(initial.ok ? [] : initial.problems),
    ];
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL)
    throw new ConfigError('Invalid environment:\n  DATABASE_REPLICA_URL: needs DATABASE_URL (the primary)');
  const cwd = e.INIT_CWD ?? process.cwd();
  const fromUser = (value: string | undefined, fallback: string) =>
    value ? path.resolve(cwd, value) : path.join(REPO_ROOT, fallback);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const mail = mailSettings(e, publicUrl, (p) => path.resolve(cwd, p));
  if ('errors' in mail)
    throw new ConfigError(`Invalid environment:\n${mail.errors.map((m) => `  ${m}`).join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: fromUser(e.DATA_DIR, 'data'),
    databaseUrl: e.DATABASE_URL ?? null,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL ?? null,
    jwtSecret: e.JWT_SECRET ?? null,
    jwtTtlSeconds: e.JWT_TTL,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: mail.mailFrom,
    dkim: mail.dkim,
    publicUrl,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    webDist: fromUser(e.WEB_DIST, 'apps/web/dist'),
    demoPassword: e.DEMO_PASSWORD ?? null,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    mfaRequiredRoles: e.MFA_REQUIRED_ROLES,
    recruiterEmailPerMinute: e.RECRUITER_EMAIL_PER_MINUTE,
    redisUrl: e.REDIS_URL ?? null,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    salaryInsightsCacheSeconds: e.SALARY_INSIGHTS_CACHE_SECONDS,
    searchIndex: e.SEARCH_INDEX,
    cvSearchThread: e.CV_SEARCH_THREAD === 'on',
    worker: e.WORKER,
    trustProxy: e.TRUST_PROXY,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT ?? null,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
          timeoutMs: e.S3_TIMEOUT_MS,
        }
      : null,
    clamav: e.CLAMAV_HOST
      ? { host: e.CLAMAV_HOST, port: e.CLAMAV_PORT, timeoutMs: e.CLAMAV_TIMEOUT_MS }
      : null,
    timeouts: {
      requestSeconds: e.REQUEST_TIMEOUT_SECONDS,
      headersSeconds: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS),
    },
    initialSettings: initial.value,
  };
}
