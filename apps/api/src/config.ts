import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { tenants } from '@console/contract';
import type { S3Settings } from './platform/s3-blob-store.ts';

/** Who may read the OpenAPI document and its reference page. */
export const apiDocsModes = ['off', 'authenticated', 'public'] as const;
export type ApiDocsMode = (typeof apiDocsModes)[number];

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
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(8).max(64).default(12),
  WEB_DIST: z.string().optional(),
  API_DOCS: z.enum(apiDocsModes).optional(),
  BLOB_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
});

/** BLOB_STORE alone chooses the store; S3_* settings given without it would be silently unused. */
const withBlobStore = envSchema.superRefine((e, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
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
  databasePoolSize: number;
  tenant: (typeof tenants)[number];
  logLevel: string;
  seedDemo: boolean;
  jwtSecret: string;
  dataEncryptionKey: Buffer;
  coreBanking: 'sandbox';
  coreTimeoutMs: number;
  authRateLimit: number;
  trustProxy: boolean;
  passwordPolicy: { minLength: number; maxLength: number };
  webDist: string;
  apiDocs: ApiDocsMode;
  /** Where uploaded files live: `files/` under the data folder, or an S3-compatible bucket. */
  blobStore: { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);
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
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = withBlobStore.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
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
    databasePoolSize: e.DATABASE_POOL_SIZE,
    tenant: e.TENANT,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? !production,
    jwtSecret,
    dataEncryptionKey: Buffer.from(key, 'hex'),
    coreBanking: e.CORE_BANKING,
    coreTimeoutMs: e.CORE_TIMEOUT_MS,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    passwordPolicy: { minLength: e.PASSWORD_MIN_LENGTH, maxLength: 128 },
    // apps/web/dist, two folders up from apps/api/src/ and from the built apps/api/dist/ alike.
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
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
  };
}
