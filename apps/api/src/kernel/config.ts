import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { platformApi, tenants } from '@console/contract';
import { readDirectories, type DirectorySettings } from './directory-config.ts';
import type { TraceExporter } from './telemetry.ts';

/**
 * What a process runs: the API and the jobs (`all`, one process for everything), the API alone,
 * or the jobs alone (a worker, without an HTTP listener).
 */
export const processRoles = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof processRoles)[number];

/** Who may read the OpenAPI document and its reference page. */
export const apiDocsModes = ['off', 'authenticated', 'public'] as const;
export type ApiDocsMode = (typeof apiDocsModes)[number];

/** Where finished spans go (`OTEL_TRACES_EXPORTER`); none means tracing is off. */
const traceExporters = ['otlp', 'console'] as const satisfies readonly TraceExporter[];

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const secret = z.string().min(32, 'must be at least 32 characters');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  TENANT: z.enum(tenants).default('DBI'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.optional(),
  JWT_SECRET: secret.optional(),
  DATA_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  CORE_BANKING: z.enum(['sandbox']).default('sandbox'),
  CORE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(100),
  TRUST_PROXY: bool.default(false),
  SEARCH_COUNT_LIMIT: z.coerce.number().int().min(10).max(10_000_000).default(1000),
  PASSWORD_MIN_LENGTH: z.coerce
    .number()
    .int()
    .min(8)
    .max(64)
    .default(platformApi.DEFAULT_PASSWORD_MIN_LENGTH),
  ADMIN_CHANGE_EXPIRY_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  WEB_DIST: z.string().optional(),
  API_DOCS: z.enum(apiDocsModes).optional(),
  BLOB_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  PROCESS_ROLE: z.enum(processRoles).default('all'),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(8),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  UPKEEP_CRON: z
    .string()
    .regex(/^\S+( \S+){4}$/, 'must be a cron expression of five fields')
    .default('*/15 * * * *'),
  SANCTIONS_UN_URL: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'must be an http or https address')
    .optional(),
  SANCTIONS_UN_CRON: z
    .string()
    .regex(/^\S+( \S+){4}$/, 'must be a cron expression of five fields')
    .default('0 * * * *'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // The standard OpenTelemetry names; the SDK reads the others (endpoint, sampler, resource) itself.
  OTEL_SDK_DISABLED: z.string().optional(),
  OTEL_TRACES_EXPORTER: z
    .string()
    .regex(/^\s*(otlp|console|none)\s*(,\s*(otlp|console|none)\s*)*$/, 'must be otlp, console or none')
    .optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: z.string().optional(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: z.string().optional(),
});

function traceExportersOf(e: z.infer<typeof envSchema>): TraceExporter[] {
  if (e.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return [];
  const names = (e.OTEL_TRACES_EXPORTER ?? 'none').split(',').map((n) => n.trim());
  return traceExporters.filter((name) => names.includes(name));
}

/** How jobs are retried and watched; the configuration's JOB_* variables. */
export interface JobSettings {
  /** Attempts after the first before a job is dead. */
  retryLimit: number;
  /** The wait before the first retry; each later one waits twice as long. */
  retryDelaySeconds: number;
  /** A job running longer than this is taken as lost (its process died) and tried again. */
  timeoutSeconds: number;
  /** How often an idle worker looks for work. */
  pollSeconds: number;
  /** Jobs of one kind that a process runs at once (upkeep runs one at a time). */
  concurrency: number;
  /** How often lost jobs are looked for. */
  maintenanceSeconds: number;
  /** When the upkeep runs (a cron expression, UTC). */
  upkeepCron: string;
  /** When the UN list is fetched from its address (UTC), or null where no address is set. */
  unListCron: string | null;
}

/** Where an S3 blob store keeps the files (BLOB_STORE=s3 and its S3_* variables). */
export interface S3Settings {
  bucket: string;
  /** The address of an S3-compatible server; AWS's own when absent. */
  endpoint: string | undefined;
  region: string;
  /** Without keys, the SDK's default chain (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path rather than the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Objects per listing page when sweeping (S3 answers at most 1000). */
  pageSize?: number;
}

/**
 * BLOB_STORE alone chooses the store; S3_* settings given without it would be silently unused.
 * The metrics' own port cannot be the API's. The OTLP exporter speaks http/json only: a
 * collector expecting another protocol would get nothing.
 */
const checkedEnv = envSchema.superRefine((e, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  // A job taken for lost while its core call may still answer would run twice.
  if (e.JOB_TIMEOUT_SECONDS * 1000 <= e.CORE_TIMEOUT_MS * 2)
    issue('JOB_TIMEOUT_SECONDS', 'must be more than twice CORE_TIMEOUT_MS');
  // Each running job holds a connection of the pool while it writes.
  if (e.JOB_CONCURRENCY > e.DATABASE_POOL_SIZE)
    issue('JOB_CONCURRENCY', 'must be at most DATABASE_POOL_SIZE');
  // The embedded database has one role: nothing to migrate as another.
  if (e.MIGRATION_DATABASE_URL && !e.DATABASE_URL)
    issue('MIGRATION_DATABASE_URL', 'requires DATABASE_URL (a PostgreSQL server)');
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT)
    issue('METRICS_PORT', 'must differ from PORT');
  const protocolVariable = e.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL
    ? 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL'
    : 'OTEL_EXPORTER_OTLP_PROTOCOL';
  const protocol = e[protocolVariable];
  if (traceExportersOf(e).includes('otlp') && protocol && protocol !== 'http/json')
    issue(protocolVariable, 'must be http/json when OTEL_TRACES_EXPORTER=otlp');
  if (e.BLOB_STORE !== 's3') {
    if (e.S3_BUCKET) issue('BLOB_STORE', 'must be s3 when S3_BUCKET is set');
    return;
  }
  if (!e.S3_BUCKET) issue('S3_BUCKET', 'required when BLOB_STORE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    issue(
      e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'S3 keys are given both or neither',
    );
});

export interface Config {
  env: 'development' | 'production' | 'test';
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The owner's URL the migrations run with; without it, `databaseUrl` migrates as well. */
  migrationDatabaseUrl: string | undefined;
  databasePoolSize: number;
  tenant: (typeof tenants)[number];
  /** The banks' directories for single sign-on (`OIDC_<TENANT>_*`), by tenant. */
  directories: Partial<Record<(typeof tenants)[number], DirectorySettings>>;
  /** Where the worker fetches the UN Consolidated List from (SANCTIONS_UN_URL); compliance uploads it otherwise. */
  sanctionsUnUrl: string | undefined;
  logLevel: string;
  seedDemo: boolean;
  jwtSecret: string;
  dataEncryptionKey: Buffer;
  coreBanking: 'sandbox';
  coreTimeoutMs: number;
  authRateLimit: number;
  trustProxy: boolean;
  passwordPolicy: { minLength: number; maxLength: number };
  /** How long a pending administration change waits for a second person before it expires. */
  adminChanges: { expiryHours: number };
  /**
   * How far a search by typed text (a name, an email) counts its matches: past it the list says
   * "more than" (docs/operations.md › Configuration).
   */
  searchCountLimit: number;
  webDist: string;
  apiDocs: ApiDocsMode;
  /** Where uploaded files live: `files/` under the data folder, or an S3-compatible bucket. */
  blobStore: { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);
  processRole: ProcessRole;
  /**
   * After SIGTERM, how long the listener keeps answering 503 before it closes, so that a load
   * balancer sees the process go and no request already on its way is reset (platform/drain.ts).
   */
  shutdownDrainMs: number;
  jobs: JobSettings;
  /**
   * /metrics: on a private port of its own when `port` is set; otherwise on the API's port, behind
   * the bearer `token` when set, closed in production without one.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** Where spans go; empty (the default) leaves tracing off. */
  traceExporters: TraceExporter[];
}

export class ConfigError extends Error {}

/** Secrets of a demo installation, generated once and kept beside its data. */
function demoSecrets(dataDir: string): { jwtSecret: string; dataEncryptionKey: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret: string; dataEncryptionKey: string };
  const generated = {
    jwtSecret: randomBytes(48).toString('base64url'),
    dataEncryptionKey: randomBytes(32).toString('hex'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  return generated;
}

/**
 * Reads and validates the environment once. A bad value throws a ConfigError naming the variable;
 * in production, missing secrets do too (a demo generates and keeps its own).
 */
/**
 * apps/web/dist: three folders up from this file in apps/api/src/kernel/, two from the built
 * apps/api/dist/, where the build bundles it beside main.js.
 */
const defaultWebDist = (): string =>
  path.join(import.meta.dirname, import.meta.url.endsWith('.ts') ? '../../../web/dist' : '../../web/dist');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnv.safeParse(env);
  const { directories, issues } = readDirectories(env);
  if (!parsed.success || issues.length > 0) {
    const lines = [
      ...(parsed.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`),
      ...issues,
    ];
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  let jwtSecret = e.JWT_SECRET;
  let key = e.DATA_ENCRYPTION_KEY;
  if (!jwtSecret || !key) {
    if (production) {
      const missing = [!jwtSecret && 'JWT_SECRET', !key && 'DATA_ENCRYPTION_KEY'].filter(Boolean).join(', ');
      throw new ConfigError(`Invalid configuration:\n  ${missing}: required when NODE_ENV=production`);
    }
    const generated = demoSecrets(dataDir);
    jwtSecret ??= generated.jwtSecret;
    key ??= generated.dataEncryptionKey;
  }
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    tenant: e.TENANT,
    directories,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? !production,
    jwtSecret,
    dataEncryptionKey: Buffer.from(key, 'hex'),
    coreBanking: e.CORE_BANKING,
    coreTimeoutMs: e.CORE_TIMEOUT_MS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    passwordPolicy: { minLength: e.PASSWORD_MIN_LENGTH, maxLength: 128 },
    adminChanges: { expiryHours: e.ADMIN_CHANGE_EXPIRY_HOURS },
    searchCountLimit: e.SEARCH_COUNT_LIMIT,
    webDist: path.resolve(e.WEB_DIST ?? defaultWebDist()),
    // Note: the API's full shape helps an attacker map it; production shows it to signed-in users only.
    apiDocs: e.API_DOCS ?? (production ? 'authenticated' : 'public'),
    blobStore:
      e.BLOB_STORE === 's3' && e.S3_BUCKET
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local', dir: path.join(dataDir, 'files') },
    processRole: e.PROCESS_ROLE,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    jobs: {
      retryLimit: e.JOB_RETRY_LIMIT,
      retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
      timeoutSeconds: e.JOB_TIMEOUT_SECONDS,
      pollSeconds: e.JOB_POLL_SECONDS,
      concurrency: e.JOB_CONCURRENCY,
      maintenanceSeconds: e.JOB_MAINTENANCE_SECONDS,
      upkeepCron: e.UPKEEP_CRON,
      unListCron: e.SANCTIONS_UN_URL ? e.SANCTIONS_UN_CRON : null,
    },
    sanctionsUnUrl: e.SANCTIONS_UN_URL,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    traceExporters: traceExportersOf(e),
  };
}
