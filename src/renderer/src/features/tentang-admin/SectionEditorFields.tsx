import { Autocomplete, Select, Textarea, TextInput } from '@mantine/core';
import {
  CONTACT_TYPES,
  CONTACT_TYPE_LABELS,
  TITLE_SUGGESTIONS,
  isContactSection,
  sectionKind,
  type ContactType,
} from '../../../../shared/tentang/tentang';
import type { tentangResource } from '../../../../shared/tentang/tentang-resource';
import type { RecordForm } from '../../ui/admin-kit/RecordEditorModal';
import { fieldProps } from '../../ui/forms/form-helpers';

const TYPE_OPTIONS = CONTACT_TYPES.map((type) => ({
  value: type,
  label: CONTACT_TYPE_LABELS[type],
}));

const PLACEHOLDERS: Record<ContactType, string> = {
  email: 'bem@poltekkn.ac.id',
  whatsapp: '081234567890',
  telepon: '(0274) 484085',
  instagram: 'bempolteknuklir',
  x: 'bempolteknuklir',
  facebook: 'bempolteknuklir',
  website: 'https://bem.poltekkn.ac.id',
  lainnya: 'Teks atau tautan https://…',
};

/**
 * A section's inputs (ORIGINAL.md §7.5): the title with suggestions; a "Kontak Kami" section
 * gets a contact type and a one-line value, every other section a text. The backend checks the
 * value by its type and names the field it refuses.
 */
export function SectionEditorFields({ form }: { form: RecordForm<typeof tentangResource> }) {
  const { judul, contactType } = form.getValues();
  const contact = isContactSection(judul);
  return (
    <>
      <Autocomplete
        label="Judul Bagian"
        description="Pilih saran atau tulis judul sendiri. Judul menentukan tampilan bagian."
        data={[...TITLE_SUGGESTIONS]}
        withAsterisk
        {...fieldProps(form, 'judul')}
        onChange={(value) => {
          form.setFieldValue('judul', value);
          // Only "Kontak Kami" has a contact type; it starts as Email.
          const next = isContactSection(value) ? (form.getValues().contactType ?? 'email') : null;
          if (next !== form.getValues().contactType) form.setFieldValue('contactType', next);
        }}
      />
      {contact ? (
        <>
          <Select
            label="Jenis Kontak"
            data={TYPE_OPTIONS}
            allowDeselect={false}
            withAsterisk
            {...fieldProps(form, 'contactType')}
          />
          <TextInput
            label="Kontak"
            placeholder={PLACEHOLDERS[contactType ?? 'email']}
            withAsterisk
            {...fieldProps(form, 'isi')}
          />
        </>
      ) : (
        <Textarea
          label="Isi"
          description={
            sectionKind(judul) === 'misi' ? 'Tulis satu poin misi per baris.' : undefined
          }
          autosize
          minRows={4}
          maxRows={14}
          withAsterisk
          {...fieldProps(form, 'isi')}
        />
      )}
    </>
  );
}
