import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Role, roleSchema } from '@portal/contract/roles';
import { z } from 'zod';

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
};

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Every environment variable the server reads, for the README and `--help`-style listings. */
export const ENV_VARS = [
  { name: 'PORT', default: '3000', description: 'HTTP port' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on' },
  { name: 'DATA_DIR', default: './data', description: 'Embedded database, mailbox, secrets, uploads' },
  { name: 'DATABASE_URL', default: '', description: 'PostgreSQL URL; unset means embedded PGlite' },
  {
    name: 'DATABASE_REPLICA_URL',
    default: '',
    description:
      'A PostgreSQL read replica the job search reads from (needs DATABASE_URL); unset: the primary',
  },
  { name: 'JWT_SECRET', default: 'generated', description: 'Token signing secret (>= 32 chars)' },
  { name: 'JWT_TTL', default: '7d', description: 'Session lifetime: 30m, 12h, 7d, 2w' },
  { name: 'SMTP_URL', default: '', description: 'smtp(s)://user:pass@host:port; unset means local mailbox' },
  { name: 'MAIL_FROM', default: 'Logistics Jobs <no-reply@localhost>', description: 'Sender of every mail' },
  { name: 'PUBLIC_URL', default: 'http://localhost:PORT', description: 'Base of links in mails' },
  { name: 'NODE_ENV', default: 'development', description: 'production hides /api/docs' },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace, silent' },
  { name: 'WEB_DIST', default: 'apps/web/dist', description: 'Built client served at /' },
  { name: 'DEMO_PASSWORD', default: 'generated', description: 'Password of the seeded demo accounts' },
  { name: 'RATE_LIMIT_FACTOR', default: '1', description: 'Multiplies every rate limit' },
  {
    name: 'MFA_REQUIRED_ROLES',
    default: 'master_admin,consultancy_admin',
    description: 'Roles that must sign in with two steps (comma-separated; empty: none)',
  },
  {
    name: 'RECRUITER_EMAIL_PER_MINUTE',
    default: '60',
    description: 'Recruiter campaign mails handed to SMTP per minute, across all campaigns',
  },
  {
    name: 'REDIS_URL',
    default: '',
    description:
      'redis(s)://host:port: rate-limit counters shared there; unset: a PostgreSQL table, or memory with PGlite',
  },
  {
    name: 'SEARCH_CACHE_SECONDS',
    default: '60',
    description: 'How long a job search answer is reused; 0 computes every search',
  },
  {
    name: 'SEARCH_INDEX',
    default: 'memory',
    description:
      "memory: the job search's filters and facets over the open jobs held in memory, and the CV search's over the listed candidates; sql: in PostgreSQL",
  },
  { name: 'WORKER', default: 'inline', description: 'inline: run the background worker in-process; off' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'true behind a reverse proxy (client IP from X-Forwarded-For)',
  },
  {
    name: 'S3_BUCKET',
    default: '',
    description: 'Store uploads in this S3-compatible bucket; unset: DATA_DIR/uploads',
  },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region of the bucket' },
  { name: 'S3_ENDPOINT', default: '', description: 'Endpoint of an S3-compatible service (MinIO, R2, ...)' },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: '',
    description: "Bucket credentials; unset: the SDK's default chain",
  },
  { name: 'S3_SECRET_ACCESS_KEY', default: '', description: 'Bucket credentials (with S3_ACCESS_KEY_ID)' },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description: 'true for services without bucket subdomains',
  },
  { name: 'S3_PREFIX', default: '', description: 'Key prefix inside the bucket, e.g. uploads/' },
  {
    name: 'CLAMAV_HOST',
    default: '',
    description: 'clamd host: every upload is scanned for malware before it is stored; unset: no scan',
  },
  {
    name: 'REQUEST_TIMEOUT_SECONDS',
    default: '60',
    description:
      'Longest time to receive a whole request (headers and body); then 408 and the connection closes',
  },
  {
    name: 'HEADERS_TIMEOUT_SECONDS',
    default: '10',
    description: "Longest time to receive a request's headers",
  },
  { name: 'CLAMAV_PORT', default: '3310', description: "clamd's TCP port" },
  {
    name: 'CLAMAV_TIMEOUT_MS',
    default: '30000',
    description: 'Longest wait for one verdict; past it the upload is refused (503)',
  },
] as const;

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
  MAIL_FROM: z.preprocess(empty, z.string().min(3).default('Logistics Jobs <no-reply@localhost>')),
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
  SEARCH_INDEX: z.preprocess(empty, z.enum(['memory', 'sql']).default('memory')),
  WORKER: z.preprocess(empty, z.enum(['inline', 'off']).default('inline')),
  TRUST_PROXY: z.preprocess(empty, booleanString.default(false)),
  S3_BUCKET: z.preprocess(empty, z.string().min(3).max(63).optional()),
  S3_REGION: z.preprocess(empty, z.string().default('us-east-1')),
  S3_ENDPOINT: z.preprocess(empty, z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(empty, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(empty, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(empty, booleanString.default(false)),
  S3_PREFIX: z.preprocess(empty, z.string().max(200).default('')),
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
  /** Where the search filters and counts: the open jobs in memory, or PostgreSQL alone. */
  searchIndex: 'memory' | 'sql';
  worker: 'inline' | 'off';
  trustProxy: boolean;
  /** Null: uploads live on the local disk under DATA_DIR/uploads. */
  s3: S3Settings | null;
  /** Null: uploads are not scanned for malware (no clamd configured). */
  clamav: ClamdSettings | null;
  /** Slow clients (a trickled body or trickled headers) are cut off after these. */
  timeouts: { requestSeconds: number; headersSeconds: number };
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once. Throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL)
    throw new ConfigError('Invalid environment:\n  DATABASE_REPLICA_URL: needs DATABASE_URL (the primary)');
  const cwd = e.INIT_CWD ?? process.cwd();
  const fromUser = (value: string | undefined, fallback: string) =>
    value ? path.resolve(cwd, value) : path.join(REPO_ROOT, fallback);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: fromUser(e.DATA_DIR, 'data'),
    databaseUrl: e.DATABASE_URL ?? null,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL ?? null,
    jwtSecret: e.JWT_SECRET ?? null,
    jwtTtlSeconds: e.JWT_TTL,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    webDist: fromUser(e.WEB_DIST, 'apps/web/dist'),
    demoPassword: e.DEMO_PASSWORD ?? null,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    mfaRequiredRoles: e.MFA_REQUIRED_ROLES,
    recruiterEmailPerMinute: e.RECRUITER_EMAIL_PER_MINUTE,
    redisUrl: e.REDIS_URL ?? null,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    searchIndex: e.SEARCH_INDEX,
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
        }
      : null,
    clamav: e.CLAMAV_HOST
      ? { host: e.CLAMAV_HOST, port: e.CLAMAV_PORT, timeoutMs: e.CLAMAV_TIMEOUT_MS }
      : null,
    timeouts: {
      requestSeconds: e.REQUEST_TIMEOUT_SECONDS,
      headersSeconds: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS),
    },
  };
}
