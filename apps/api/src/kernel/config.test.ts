import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dir = () => mkdtempSync(path.join(tmpdir(), 'cfg-'));

describe('configuration', () => {
  it("reads a bank's directory, and names what is missing or wrong", () => {
    const base = {
      DATA_DIR: dir(),
      OIDC_EAB_ISSUER: 'https://login.example.com/eab',
      OIDC_EAB_CLIENT_ID: 'console',
      OIDC_EAB_CLIENT_SECRET: 'a-secret-of-sixteen-or-more',
      OIDC_EAB_REDIRECT_URI: 'https://console.example.com/sign-in/directory/EAB',
    };
    const eab = loadConfig({ ...base, OIDC_EAB_MFA_AMR: 'mfa, hwk', OIDC_EAB_NAME: 'EAB Directory' })
      .directories.EAB;
    expect(eab).toMatchObject({
      displayName: 'EAB Directory',
      userNameClaim: 'preferred_username',
      groupsClaim: 'groups',
      secondFactorAmr: ['mfa', 'hwk'],
      secondFactorAcr: [],
    });
    expect(loadConfig({ DATA_DIR: dir() }).directories).toEqual({});
    expect(() => loadConfig({ ...base, OIDC_EAB_CLIENT_SECRET: '' })).toThrow(/OIDC_EAB_CLIENT_SECRET/);
    expect(() => loadConfig({ ...base, OIDC_EAB_ISSUER: 'http://login.example.com' })).toThrow(
      /OIDC_EAB_ISSUER: must be https/,
    );
    expect(() => loadConfig({ DATA_DIR: dir(), OIDC_DBI_NAME: 'Directory' })).toThrow(/OIDC_DBI_ISSUER/);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dir() })).toThrow(/PORT/);
    expect(() => loadConfig({ TENANT: 'XYZ', DATA_DIR: dir() })).toThrow(/TENANT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: dir() })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short', DATA_DIR: dir() })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ PORT: '9000', METRICS_PORT: '9000', DATA_DIR: dir() })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
    expect(() =>
      loadConfig({ MIGRATION_DATABASE_URL: 'postgres://owner@db/console', DATA_DIR: dir() }),
    ).toThrow(/MIGRATION_DATABASE_URL: requires DATABASE_URL/);
  });

  it('runs four jobs of a kind at once by default, at most one a connection of the pool', () => {
    const concurrency = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dir(), ...env }).jobs.concurrency;
    expect(concurrency({})).toBe(4);
    expect(concurrency({ JOB_CONCURRENCY: '12' })).toBe(12);
    expect(() => concurrency({ JOB_CONCURRENCY: '0' })).toThrow(/JOB_CONCURRENCY/);
    expect(() => concurrency({ JOB_CONCURRENCY: '2.5' })).toThrow(/JOB_CONCURRENCY/);
    expect(() => concurrency({ JOB_CONCURRENCY: '30', DATABASE_POOL_SIZE: '20' })).toThrow(
      /JOB_CONCURRENCY: must be at most DATABASE_POOL_SIZE/,
    );
  });

  it('refuses to start in production without secrets', () => {
    const e = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', DATA_DIR: dir() });
      } catch (err) {
        return err;
      }
    })();
    expect(e).toBeInstanceOf(ConfigError);
    expect((e as Error).message).toMatch(/JWT_SECRET, DATA_ENCRYPTION_KEY/);
  });

  it('generates demo secrets once, privately, and keeps them', () => {
    const d = dir();
    const first = loadConfig({ DATA_DIR: d });
    const second = loadConfig({ DATA_DIR: d });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(first.dataEncryptionKey).toHaveLength(32);
    expect(statSync(path.join(d, 'secrets.json')).mode & 0o077).toBe(0);
    expect(readFileSync(path.join(d, 'secrets.json'), 'utf8')).toContain(first.jwtSecret);
  });

  it('defaults: port 8080, DBI, demo data outside production only', () => {
    const demo = loadConfig({ DATA_DIR: dir() });
    expect(demo).toMatchObject({ port: 8080, tenant: 'DBI', seedDemo: true, production: false });
    const prod = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dir(),
      JWT_SECRET: 'x'.repeat(40),
      DATA_ENCRYPTION_KEY: 'a'.repeat(64),
    });
    expect(prod.seedDemo).toBe(false);
  });

  it('traces only when OTEL_TRACES_EXPORTER names an exporter and the SDK is not disabled', () => {
    const exporters = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir(), ...env }).traceExporters;
    expect(exporters({})).toEqual([]);
    expect(exporters({ OTEL_TRACES_EXPORTER: 'none' })).toEqual([]);
    expect(exporters({ OTEL_TRACES_EXPORTER: 'console, otlp' })).toEqual(['otlp', 'console']);
    expect(exporters({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'TRUE' })).toEqual([]);
    expect(() => exporters({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(/OTEL_TRACES_EXPORTER/);
    expect(() =>
      exporters({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'grpc' }),
    ).toThrow(/OTEL_EXPORTER_OTLP_TRACES_PROTOCOL/);
    expect(exporters({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toEqual([]);
  });
});
