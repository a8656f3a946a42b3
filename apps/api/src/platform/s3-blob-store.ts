import { randomUUID } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../kernel/config.ts';
import { checkedBlobKey, isBlobKey, OrphanSweep, type BlobStore, type StagedBlob } from './blob-store.ts';

/** Uploads in progress: found by nothing, swept when old. */
const STAGING = 'staging/';

/**
 * A bucket of an S3-compatible object store, for several machines sharing the files. Objects are
 * named by their key at the bucket's top; the store keeps nothing else there but `staging/`.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly pageSize: number;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.pageSize = settings.pageSize ?? 1000;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      // A copy: the SDK writes where it found the keys into the object it is given.
      ...(settings.credentials ? { credentials: { ...settings.credentials } } : {}),
      // Checksums only where S3 demands them: S3-compatible servers that predate the SDK's default
      // ones refuse or mis-store such requests; TLS and the ETag cover the transfer.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Throws when the bucket cannot be reached with these settings (address, region, keys). */
  async verify(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async stage(data: Buffer): Promise<StagedBlob> {
    const key = randomUUID();
    const staged = STAGING + key;
    await this.put(staged, data);
    return {
      key,
      // No rename in S3: the copy appears whole under its key; a crash before the delete leaves
      // the staged copy to the sweep.
      link: async () => {
        const source = `${this.bucket}/${staged}`;
        await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: key, CopySource: source }));
        await this.removeObject(staged);
      },
      discard: async () => {
        await this.removeObject(staged);
        await this.removeObject(key);
      },
    };
  }

  async remove(key: string): Promise<void> {
    await this.removeObject(checkedBlobKey(key));
  }

  async get(key: string): Promise<Buffer | null> {
    const request = new GetObjectCommand({ Bucket: this.bucket, Key: checkedBlobKey(key) });
    try {
      const answer = await this.client.send(request);
      return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    } catch (e) {
      if (e instanceof NoSuchKey) return null;
      throw e;
    }
  }

  async sweep(kept: (keys: string[]) => Promise<Set<string>>, minAgeMs: number): Promise<number> {
    const sweep = new OrphanSweep(kept, (key) => this.removeObject(key));
    const now = await this.storeClock();
    let page: string | undefined;
    do {
      const list = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, MaxKeys: this.pageSize, ContinuationToken: page }),
      );
      for (const { Key: name, LastModified: modified } of list.Contents ?? []) {
        if (!name || !modified || now - modified.getTime() < minAgeMs) continue;
        if (name.startsWith(STAGING)) await sweep.discard(() => this.removeObject(name));
        else if (isBlobKey(name)) await sweep.consider(name);
      }
      page = list.IsTruncated ? list.NextContinuationToken : undefined;
    } while (page);
    return sweep.flush();
  }

  /** Closes the client's connections. */
  destroy(): void {
    this.client.destroy();
  }

  /**
   * The time on the clock that stamps the objects: a probe object's. Note: ages are measured on
   * the store's clock, not the process's, which may differ.
   */
  private async storeClock(): Promise<number> {
    const probe = `${STAGING}clock-${randomUUID()}`;
    await this.put(probe, Buffer.alloc(0));
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: probe }));
      if (!head.LastModified) throw new Error('The object store gave no modification time');
      return head.LastModified.getTime();
    } finally {
      await this.removeObject(probe);
    }
  }

  private async put(name: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: name, Body: data }));
  }

  private async removeObject(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }
}
