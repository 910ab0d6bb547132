import path from 'node:path';
import type { Services } from '../services.ts';
import { localFolderStorage } from './local-folder.ts';
import type { MediaStorage } from './media-storage.ts';

const localByDir = new Map<string, MediaStorage>();

/** The configured media storage, or the local folder $DATA_DIR/media (served at /media) when none is set. */
export function mediaStorageFor(services: Pick<Services, 'config' | 'mediaStorage'>): MediaStorage {
  if (services.mediaStorage) return services.mediaStorage;
  const root = path.join(services.config.dataDir, 'media');
  let storage = localByDir.get(root);
  if (!storage) localByDir.set(root, (storage = localFolderStorage(root)));
  return storage;
}
