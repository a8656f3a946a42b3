import { ConfigError, type Config } from '../kernel/config.ts';
import { LocalBlobStore, type BlobStore } from './blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';

/** The configured store; a bucket is reached once first, so a wrong setting stops the start. */
export async function openBlobStore(settings: Config['blobStore']): Promise<BlobStore> {
  if (settings.kind === 'local') return new LocalBlobStore(settings.dir);
  const store = new S3BlobStore(settings);
  try {
    await store.verify();
  } catch (e) {
    store.destroy();
    const where = settings.endpoint ?? `AWS region ${settings.region}`;
    throw new ConfigError(
      `Invalid configuration:\n  S3_BUCKET: bucket "${settings.bucket}" cannot be used at ${where} (${reason(e)}); ` +
        'check S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and the keys',
    );
  }
  return store;
}

const reason = (e: unknown): string => {
  const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = e instanceof Error ? e.name : String(e);
  return status ? `${name}, HTTP ${status}` : e instanceof Error ? `${name}: ${e.message}` : name;
};
