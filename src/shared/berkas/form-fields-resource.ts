import { LIVE_TOPICS } from '../live';
import { defineResource } from '../resources/resource';
import { FIELD_MESSAGES, formFieldInputSchema, formFieldStoredSchema } from './form-fields';

/**
 * Kelola Form Berkas (SPEC.md §3, §9): the wizard's questions, written by Sekretariat Jenderal and
 * master, read by everyone (the public wizard shows them), in the drag order.
 */
export const formFieldsResource = defineResource({
  name: 'form-fields',
  path: '/api/berkas/form-fields',
  firestoreCollection: 'submissionFormFields',
  liveTopic: LIVE_TOPICS.formFields,
  input: formFieldInputSchema,
  stored: formFieldStoredSchema,
  writeArea: 'kelola-form-berkas',
  publicRead: 'all',
  order: { by: 'position' },
  // The reorder of the editor sends every id: 500 of them fit the body limit below.
  maxRecords: 500,
  // A question with 100 options of 200 characters, or the order of 500 of them.
  maxBodyBytes: 128 * 1024,
  history: {
    noun: 'pertanyaan formulir berkas',
    title: (field) => field.label,
    // The editor's labels (FieldEditorModal), so Log Aktivitas names fields as the admin saw them.
    fieldLabels: {
      label: 'Label',
      fieldName: 'Nama kolom',
      type: 'Tipe',
      placeholder: 'Teks contoh',
      step: 'Langkah',
      options: 'Pilihan',
      defaultValue: 'Nilai bawaan',
      required: 'Wajib diisi',
    },
  },
  notFound: 'Pertanyaan tidak ditemukan.',
  check: (field, others) => {
    if (others.some((other) => other.fieldName === field.fieldName))
      return { message: FIELD_MESSAGES.fieldNameTaken, field: 'fieldName' };
    if (field.type === 'select' && field.options.length === 0)
      return {
        message: FIELD_MESSAGES.selectNeedsOption,
        field: 'options',
        fieldMessage: 'Isi minimal satu opsi.',
      };
    return null;
  },
});
