import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getMimeType } from 'hono/utils/mime';
import { assertSafeKey, MediaKeyTaken, MediaStorageUnavailable, type MediaStorage } from './media-storage.ts';

export interface S3BucketOptions {
  bucket: string;
  /** AWS_ENDPOINT_URL_S3: an S3-compatible server (MinIO, s3rver, …); then addressing is path-style. */
  endpoint?: string;
  /** AWS_REGION; an S3-compatible server without one gets us-east-1, which they all accept. */
  region?: string;
  /** Unset: the SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Seconds to wait for a connection, and for an answer, before the bucket counts as down. */
const CONNECT_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 15_000;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as { name?: string }).name;

/** Anything but a plain "no such object" or "taken" is the bucket being unreachable, refusing, or failing. */
function unavailable(bucket: string, error: unknown): MediaStorageUnavailable {
  const status = statusOf(error);
  const why = status ? `answered ${status} (${nameOf(error)})` : `did not answer (${(error as Error).message})`;
  return new MediaStorageUnavailable(`The media bucket ${bucket} ${why}`, { cause: error });
}

const isMissing = (error: unknown) =>
  statusOf(error) === 404 || nameOf(error) === 'NoSuchKey' || nameOf(error) === 'NotFound';

/**
 * Media in an S3-compatible bucket through @aws-sdk/client-s3: the same keys as the local folder, served at
 * /media/<key> by the shop (which streams them from the bucket), or linked directly when MEDIA_PUBLIC_URL is set.
 */
export function s3BucketStorage(options: S3BucketOptions): MediaStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible servers often refuse the newer trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  // Conditional writes (If-None-Match: *) where the server knows them; one that answers 501 is asked without.
  let conditionalWrites = true;
  const send = async <T>(what: () => Promise<T>): Promise<T> => {
    try {
      return await what();
    } catch (error) {
      throw unavailable(bucket, error);
    }
  };

  return {
    kind: 's3',
    name: options.endpoint ? `${bucket} at ${options.endpoint}` : bucket,
    async create(key, data, contentType) {
      assertSafeKey(key);
      const put = () =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: data,
            ContentType: contentType,
            ContentLength: data.byteLength,
            // Keys are never rewritten: a CDN and every browser may keep a file for a year.
            CacheControl: 'public, max-age=31536000, immutable',
            // Never replace: S3 (and servers with conditional writes) answer 412 for a key that is taken.
            ...(conditionalWrites ? { IfNoneMatch: '*' } : {}),
          }),
        );
      try {
        try {
          await put();
        } catch (error) {
          if (statusOf(error) !== 501 || !conditionalWrites) throw error;
          conditionalWrites = false; // keys are random or drawn from the same art: a rare overwrite is the same file
          await put();
        }
      } catch (error) {
        if (statusOf(error) === 412 || nameOf(error) === 'PreconditionFailed') throw new MediaKeyTaken(key);
        throw unavailable(bucket, error);
      }
    },
    async remove(key) {
      assertSafeKey(key);
      await send(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },
    urlFor(key) {
      assertSafeKey(key);
      return `/media/${key}`;
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw unavailable(bucket, error);
      }
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          bytes: object.ContentLength ?? 0,
          contentType: object.ContentType ?? getMimeType(key),
          lastModified: object.LastModified,
          etag: object.ETag,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw unavailable(bucket, error);
      }
    },
    async *list() {
      // ListObjects (v1) paged by Marker, the last key of the page: every S3-compatible server knows it (s3rver fails
      // on a truncated v2 listing, whose continuation token it ciphers with DES, which OpenSSL 3 no longer has).
      let marker: string | undefined;
      for (;;) {
        const page = await send(() => client.send(new ListObjectsCommand({ Bucket: bucket, Marker: marker })));
        const objects = page.Contents ?? [];
        for (const object of objects) {
          if (object.Key) yield { key: object.Key, bytes: object.Size ?? 0 };
        }
        marker = page.IsTruncated ? (page.NextMarker ?? objects.at(-1)?.Key) : undefined;
        if (!marker) return;
      }
    },
    async check() {
      await send(() => client.send(new HeadBucketCommand({ Bucket: bucket })));
    },
  };
}
