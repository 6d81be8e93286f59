import { collection, doc, getDocs, writeBatch } from 'firebase/firestore';
import type { FormField } from '../../../../shared/berkas/form-fields';
import { BackendError } from '../backend-error';
import type { Backend } from '../contract';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { checkFieldInput, checkReorder, nextPosition } from './form-field-checks';
import { formFieldDocData, formFieldsFromDocs } from './form-field-mapping';
import { callerProfile, historiDoc } from './histori-writer';

type FieldApi = Pick<
  Backend['berkasAdmin'],
  'addField' | 'updateField' | 'removeField' | 'reorderFields'
>;

const FIELDS = 'submissionFormFields';
const NOT_FOUND = 'Pertanyaan tidak ditemukan.';

/**
 * Kelola Form Berkas on Firestore. Each change and its histori entry are one batch, so neither is
 * written without the other. The uniqueness of fieldName is checked against the fields read just
 * before: two editors saving the same name in the same second could both pass, which Firestore
 * cannot prevent without a document per name — acceptable for a form a handful of people edit.
 */
export function createFirebaseFormFieldApi(h: FirebaseHandles): FieldApi {
  const readAll = async (): Promise<FormField[]> => {
    const snapshot = await translated(() => getDocs(collection(h.db, FIELDS)));
    return formFieldsFromDocs(
      snapshot.docs.map((d) => ({
        id: d.id,
        data: d.data({ serverTimestamps: 'estimate' }) as Record<string, unknown>,
      })),
    );
  };
  const histori = () => doc(collection(h.db, 'histori'));

  return {
    addField: async (input) => {
      const profile = await callerProfile(h);
      const existing = await readAll();
      const field = checkFieldInput(input, existing);
      const position = nextPosition(existing);
      const ref = doc(collection(h.db, FIELDS));
      const batch = writeBatch(h.db);
      batch.set(ref, formFieldDocData(field, position));
      batch.set(
        histori(),
        historiDoc(profile, profile.id, `Tambah pertanyaan formulir berkas "${field.label}"`),
      );
      await translated(() => batch.commit());
      return { ...field, id: ref.id, position };
    },

    updateField: async (id, input) => {
      const profile = await callerProfile(h);
      const existing = await readAll();
      const current = existing.find((f) => f.id === id);
      if (!current) throw new BackendError('NOT_FOUND', NOT_FOUND, 404);
      const field = checkFieldInput(input, existing, id);
      const batch = writeBatch(h.db);
      // The whole definition but the position, which only a reorder changes.
      batch.set(doc(h.db, FIELDS, id), formFieldDocData(field, current.position));
      batch.set(
        histori(),
        historiDoc(profile, profile.id, `Edit pertanyaan formulir berkas "${field.label}"`),
      );
      await translated(() => batch.commit());
      return { ...field, id, position: current.position };
    },

    removeField: async (id) => {
      const profile = await callerProfile(h);
      const current = (await readAll()).find((f) => f.id === id);
      if (!current) throw new BackendError('NOT_FOUND', NOT_FOUND, 404);
      const batch = writeBatch(h.db);
      batch.delete(doc(h.db, FIELDS, id));
      batch.set(
        histori(),
        historiDoc(profile, profile.id, `Hapus pertanyaan formulir berkas "${current.label}"`),
      );
      await translated(() => batch.commit());
    },

    reorderFields: async (ids) => {
      const profile = await callerProfile(h);
      const existing = await readAll();
      checkReorder(
        ids,
        existing.map((f) => f.id),
      );
      // SPEC.md §7: one batch updating the position of every field.
      const batch = writeBatch(h.db);
      ids.forEach((id, position) => batch.update(doc(h.db, FIELDS, id), { position }));
      batch.set(
        histori(),
        historiDoc(profile, profile.id, 'Ubah urutan pertanyaan formulir berkas'),
      );
      await translated(() => batch.commit());
      const byId = new Map(existing.map((f) => [f.id, f]));
      return ids.flatMap((id, position) => {
        const field = byId.get(id);
        return field ? [{ ...field, position }] : [];
      });
    },
  };
}
