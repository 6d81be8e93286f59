import type { Db } from '../database';

export const resourceRecordsMigration = {
  version: 8,
  name: 'resource-records',
  up: (db: Db): void => {
    // Declared collections (src/shared/resources) share one table of JSON documents, so a new
    // collection needs no migration. The SI-BERKAS questions move into it, ids and order kept;
    // the unique field name is now the declaration's rule, checked in the write's transaction.
    db.exec(`
        CREATE TABLE resource_records (
          resource TEXT NOT NULL,
          id TEXT NOT NULL,
          position INTEGER NOT NULL,
          data TEXT NOT NULL CHECK (json_valid(data)),
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          PRIMARY KEY (resource, id)
        ) STRICT;
        INSERT INTO resource_records (resource, id, position, data, created_at, updated_at)
          SELECT 'form-fields', id, position,
            json_object('label', label, 'fieldName', field_name, 'type', type,
              'placeholder', placeholder, 'required', json(CASE required WHEN 1 THEN 'true' ELSE 'false' END),
              'step', step, 'options', json(options), 'defaultValue', default_value),
            strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
          FROM submission_form_fields;
        DROP TABLE submission_form_fields;
      `);
  },
};
