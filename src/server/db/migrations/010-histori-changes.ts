import type { Db } from '../database';

export const historiChangesMigration = {
  version: 10,
  name: 'histori-changes',
  up: (db: Db): void => {
    // What an admin's edit changed, field by field (issue 16 item 10): a JSON list of
    // { field, before, after }, or NULL for entries that change no record's fields. Adding a
    // column is no UPDATE, so the append-only triggers stay as they are.
    db.exec('ALTER TABLE histori ADD COLUMN changes TEXT');
  },
};
