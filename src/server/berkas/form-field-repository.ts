import { randomUUID } from 'node:crypto';
import {
  isDefaultLabel,
  type FormField,
  type FormFieldInput,
} from '../../shared/berkas/form-fields';
import type { Db } from '../db/database';

interface FieldRow {
  id: string;
  label: string;
  field_name: string;
  type: FormField['type'];
  placeholder: string;
  required: 0 | 1;
  step: 1 | 2 | 3;
  position: number;
  options: string;
  default_value: string;
}

const toField = (row: FieldRow): FormField => ({
  id: row.id,
  label: row.label,
  fieldName: row.field_name,
  type: row.type,
  placeholder: row.placeholder,
  required: row.required === 1,
  step: row.step,
  position: row.position,
  options: JSON.parse(row.options) as string[],
  defaultValue: row.default_value,
});

/** submissionFormFields of SPEC.md §3, ordered by position. */
export function createFormFieldRepository(db: Db) {
  const all = db.prepare<[], FieldRow>(
    'SELECT * FROM submission_form_fields ORDER BY position, id',
  );
  const byId = db.prepare<[string], FieldRow>('SELECT * FROM submission_form_fields WHERE id = ?');
  return {
    list: (): FormField[] => all.all().map(toField),
    find: (id: string): FormField | undefined => {
      const row = byId.get(id);
      return row ? toField(row) : undefined;
    },
    insert(input: FormFieldInput): FormField {
      const id = randomUUID();
      const { next } = db
        .prepare('SELECT COALESCE(MAX(position), -1) + 1 AS next FROM submission_form_fields')
        .get() as {
        next: number;
      };
      db.prepare(
        `INSERT INTO submission_form_fields (id, label, field_name, type, placeholder, required, step, position, options, default_value)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        id,
        input.label,
        input.fieldName,
        input.type,
        input.placeholder,
        input.required ? 1 : 0,
        input.step,
        next,
        JSON.stringify(input.options),
        input.defaultValue,
      );
      return toField(byId.get(id)!);
    },
    update(id: string, input: FormFieldInput): FormField | undefined {
      db.prepare(
        `UPDATE submission_form_fields SET label = ?, field_name = ?, type = ?, placeholder = ?, required = ?, step = ?,
         options = ?, default_value = ? WHERE id = ?`,
      ).run(
        input.label,
        input.fieldName,
        input.type,
        input.placeholder,
        input.required ? 1 : 0,
        input.step,
        JSON.stringify(input.options),
        input.defaultValue,
        id,
      );
      const row = byId.get(id);
      return row ? toField(row) : undefined;
    },
    remove: (id: string): boolean =>
      db.prepare('DELETE FROM submission_form_fields WHERE id = ?').run(id).changes > 0,
    fieldNameTaken: (fieldName: string, exceptId?: string): boolean =>
      db
        .prepare('SELECT 1 FROM submission_form_fields WHERE field_name = ? AND id != ?')
        .get(fieldName, exceptId ?? '') !== undefined,
    /**
     * Before new questions waited for a real label, "Tambah Pertanyaan" stored one at once, and an
     * interrupted attempt left it in every student's wizard. Removes those still carrying the
     * default label that no submission answered (the intake keeps only non-empty answers, so an
     * answered question has its key in some submission); an answered one stays, for the admin to
     * rename. Returns what was removed.
     */
    removeAbandonedNewQuestions(): FormField[] {
      const answered = db.prepare<[string], { one: number }>(
        `SELECT 1 AS one FROM submissions WHERE json_type(answers, '$."' || ? || '"') IS NOT NULL LIMIT 1`,
      );
      const remove = db.prepare('DELETE FROM submission_form_fields WHERE id = ?');
      return db.transaction(() => {
        const abandoned = all
          .all()
          .map(toField)
          .filter((field) => isDefaultLabel(field.label) && !answered.get(field.fieldName));
        for (const field of abandoned) remove.run(field.id);
        return abandoned;
      })();
    },
    /** The drag-reorder result, saved as one batch. */
    reorder(ids: readonly string[]): void {
      const set = db.prepare('UPDATE submission_form_fields SET position = ? WHERE id = ?');
      db.transaction(() => ids.forEach((id, position) => set.run(position, id)))();
    },
  };
}

export type FormFieldRepository = ReturnType<typeof createFormFieldRepository>;
