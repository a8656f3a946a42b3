import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/** The keys s3rver accepts; it checks the signatures made with them. */
export const S3_TEST_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  /** Where the server keeps its buckets, one folder each. */
  directory: string;
  /** Creates an empty bucket and answers its name. */
  newBucket(): Promise<string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on 127.0.0.1 at a free port, its data in a temporary folder.
 * It runs in a child process with OpenSSL's legacy provider: s3rver encrypts the continuation
 * token of a paged listing with DES, which OpenSSL 3 leaves out unless that provider is loaded at
 * start, so in this process every listing longer than a page would fail.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3-'));
  const entry = createRequire(import.meta.url).resolve('s3rver');
  const script = `
    const S3rver = require(${JSON.stringify(entry)});
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: ${JSON.stringify(directory)} });
    server.run().then(({ port }) => console.log(JSON.stringify({ port })));
    process.on('SIGTERM', () => server.close().then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it listened`)));
    child.stdout.once('data', (chunk: Buffer) =>
      resolve((JSON.parse(chunk.toString()) as { port: number }).port),
    );
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { ...S3_TEST_KEYS },
  });
  return {
    endpoint,
    directory,
    newBucket: async () => {
      const bucket = `files-${randomBytes(4).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    close: async () => {
      client.destroy();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
