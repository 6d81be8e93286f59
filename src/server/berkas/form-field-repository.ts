import {
  isDefaultLabel,
  type FormField,
  type FormFieldInput,
} from '../../shared/berkas/form-fields';
import { type formFieldsResource } from '../../shared/berkas/form-fields-resource';
import type { Db } from '../db/database';
import type { ResourceStore } from '../resources/resource-store';

/**
 * submissionFormFields of SPEC.md §3 as SI-BERKAS's own code reads them (the intake, corrections,
 * the demo seed, start-up clean-up). Kelola Form Berkas writes them through the resource layer
 * (formFieldsResource); this is the same store.
 */
export function createFormFieldRepository(db: Db, store: ResourceStore<typeof formFieldsResource>) {
  return {
    list: (): FormField[] => store.list(),
    find: (id: string): FormField | undefined => store.find(id),
    /** Adds a question without an actor (the demo seed). */
    insert: (input: FormFieldInput): FormField => store.create(input),
    fieldNameTaken: (fieldName: string, exceptId?: string): boolean =>
      store.list().some((field) => field.fieldName === fieldName && field.id !== exceptId),
    /** The drag order, saved as one batch. */
    reorder: (ids: readonly string[]): void => store.reorder(ids),
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
      return db.transaction(() => {
        const abandoned = store
          .list()
          .filter((field) => isDefaultLabel(field.label) && !answered.get(field.fieldName));
        for (const field of abandoned) store.remove(field.id);
        return abandoned;
      })();
    },
  };
}

export type FormFieldRepository = ReturnType<typeof createFormFieldRepository>;
