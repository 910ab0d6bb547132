import path from 'node:path';
import type { Config } from '../config.ts';
import type { Services } from '../services.ts';
import { localFolderStorage } from './local-folder.ts';
import type { MediaStorage } from './media-storage.ts';
import { s3BucketStorage } from './s3-bucket.ts';

const storages = new Map<string, MediaStorage>();

/** The storage the configuration names: the bucket of MEDIA_STORAGE=s3, else the local folder $DATA_DIR/media. */
export function mediaStorageFromConfig(config: Pick<Config, 'dataDir' | 'media'>): MediaStorage {
  const { media } = config;
  const id =
    media.storage === 's3'
      ? `s3:${media.endpoint ?? ''}:${media.region ?? ''}:${media.bucket}`
      : `folder:${path.join(config.dataDir, 'media')}`;
  let storage = storages.get(id);
  if (!storage) {
    storage =
      media.storage === 's3'
        ? s3BucketStorage({ bucket: media.bucket, endpoint: media.endpoint, region: media.region })
        : localFolderStorage(path.join(config.dataDir, 'media'));
    storages.set(id, storage);
  }
  return storage;
}

/** The services' media storage, or the configured one (by default the local folder $DATA_DIR/media at /media). */
export function mediaStorageFor(services: Pick<Services, 'config' | 'mediaStorage'>): MediaStorage {
  return services.mediaStorage ?? mediaStorageFromConfig(services.config);
}
