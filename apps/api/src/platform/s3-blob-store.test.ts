import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seed, tokenFor } from '../test/auth-helpers.ts';
import { insertCustomers } from '../test/customer-fixtures.ts';
import { multipartPayload, pngWith } from '../test/multipart-body.ts';
import { S3_TEST_KEYS, startS3Server, type S3TestServer } from '../test/s3-server.ts';
import { createTestApp, testConfig } from '../test/test-app.ts';
import { openBlobStore } from './open-blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const s3Env = (bucket: string) => ({
  BLOB_STORE: 's3',
  S3_BUCKET: bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: S3_TEST_KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3_TEST_KEYS.secretAccessKey,
});

describe('S3 configuration', () => {
  it('keeps the local folder unless BLOB_STORE=s3', () => {
    expect(testConfig().blobStore).toEqual({ kind: 'local', dir: '/nonexistent-test-data/files' });
    expect(() => testConfig({ S3_BUCKET: 'files' })).toThrow(/BLOB_STORE: must be s3 when S3_BUCKET is set/);
  });

  it('names the variable that is missing or wrong', () => {
    expect(() => testConfig({ BLOB_STORE: 's3' })).toThrow(/S3_BUCKET: required when BLOB_STORE=s3/);
    expect(() => testConfig({ BLOB_STORE: 'ftp' })).toThrow(/BLOB_STORE:/);
    expect(() => testConfig({ ...s3Env('files'), S3_ENDPOINT: 'localhost:9000' })).toThrow(
      /S3_ENDPOINT: must be an http\(s\):\/\/ URL/,
    );
    expect(() => testConfig({ ...s3Env('files'), S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_SECRET_ACCESS_KEY:/,
    );
    const { S3_SECRET_ACCESS_KEY: _omitted, ...withoutSecret } = s3Env('files');
    expect(() => testConfig(withoutSecret)).toThrow(
      /S3_SECRET_ACCESS_KEY: S3 keys are given both or neither/,
    );
  });

  it('reads the bucket, the server and the keys; without keys the SDK finds its own', () => {
    const { S3_ACCESS_KEY_ID: _id, S3_SECRET_ACCESS_KEY: _secret, ...withoutKeys } = s3Env('files');
    expect(testConfig(s3Env('files')).blobStore).toEqual({
      kind: 's3',
      bucket: 'files',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: S3_TEST_KEYS,
      forcePathStyle: true,
    });
    expect(testConfig(withoutKeys).blobStore).toMatchObject({ kind: 's3', credentials: undefined });
  });

  it('stops the start with a clear message when the bucket cannot be used', async () => {
    const config = testConfig(s3Env('no-such-bucket'));
    await expect(openBlobStore(config.blobStore)).rejects.toThrow(
      /S3_BUCKET: bucket "no-such-bucket" cannot be used at http:\/\/127\.0\.0\.1:\d+ \(NotFound, HTTP 404\)/,
    );
  });
});

describe('customer documents in an S3-compatible bucket', () => {
  // The app and its data are made before the test, under the hooks' time limit, as in other files.
  let bucket: string;
  let blobs: Awaited<ReturnType<typeof openBlobStore>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let officer: string;
  beforeAll(async () => {
    bucket = await s3.newBucket();
    const config = s3Env(bucket);
    blobs = await openBlobStore(testConfig(config).blobStore);
    t = await createTestApp({ config, deps: { blobs } });
    await seed(t);
    officer = await tokenFor(t, 'officer');
  });
  afterAll(async () => {
    await t?.close();
    if (blobs instanceof S3BlobStore) blobs.destroy();
  });

  it('uploads through the API and reads the same bytes back, the object named by its key', async () => {
    expect(blobs).toBeInstanceOf(S3BlobStore);
    const customerId = (await insertCustomers(t, [{ name: 'Hodan Warsame' }]))[0]!.id;
    const file = pngWith('hodan photo');
    const body = multipartPayload({ customerId, documentType: 'Photo' }, file);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/api/Documents',
      headers: { ...bearer(officer), 'content-type': body.type },
      payload: body.data,
    });
    expect(uploaded.statusCode).toBe(201);
    const { id } = uploaded.json<{ id: string }>();
    const read = await t.app.inject({ url: `/api/api/Documents/${id}/File`, headers: bearer(officer) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(file)).toBe(true);
    // One object at the bucket's top, none left in staging.
    const stored = readdirSync(path.join(s3.directory, bucket), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('._S3rver_object'))
      .map((e) => path.relative(path.join(s3.directory, bucket), path.join(e.parentPath, e.name)));
    expect(stored).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\._S3rver_object$/)]);
  });
});
