import type { Db } from '../database';
import { convertProfilePhotosToFiles, dataDirOf } from '../profile-photo-files';

export const profilePhotoFilesMigration = {
  // Issue 16 item 2 (h-photo): the lead may renumber it at merge if another helper took 12.
  version: 12,
  name: 'profile-photo-files',
  up: (db: Db): void => {
    // Profile photos stop being base64 inside users.foto: each becomes a stored image file and
    // the column its reference (profile-photo-files.ts). No column changes.
    convertProfilePhotosToFiles(db, dataDirOf(db));
  },
};
