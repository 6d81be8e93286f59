import { Autocomplete, Select, TextInput } from '@mantine/core';
import { LEADER_TITLES, PRODI } from '../../../../shared/struktur/struktur';
import type {
  pembinaResource,
  strukturAnggotaResource,
} from '../../../../shared/struktur/struktur-resources';
import type { RecordForm } from '../../ui/admin-kit/RecordEditorModal';
import { fieldProps } from '../../ui/forms/form-helpers';
import { ImageField } from '../../ui/images/ImageField';

type Form = RecordForm<typeof strukturAnggotaResource> | RecordForm<typeof pembinaResource>;

/** The photo of a member or pembina: optional; without it the public page shows initials. */
export function PhotoField({ form }: { form: Form }) {
  const f = form as RecordForm<typeof pembinaResource>;
  return (
    <ImageField
      label="Foto"
      value={f.getValues().foto}
      onChange={(value) => f.setFieldValue('foto', value)}
      error={f.errors['foto'] as string | undefined}
      altError={f.errors['foto.alt'] as string | undefined}
    />
  );
}

const JABATAN = [...new Set([...LEADER_TITLES, 'Staf'])];
const PRODI_OPTIONS = [
  { value: '', label: 'Tidak dicantumkan' },
  ...PRODI.map((p) => ({ value: p, label: p })),
];

/**
 * A member's inputs: only public facts. The record has no place for a phone number, NIM or
 * personal email, so nobody can publish one by mistake.
 */
export function AnggotaFields(props: {
  form: RecordForm<typeof strukturAnggotaResource>;
  divisions: readonly { value: string; label: string }[];
}) {
  const { form } = props;
  return (
    <>
      <Select
        label="Divisi"
        data={props.divisions}
        allowDeselect={false}
        withAsterisk
        {...fieldProps(form, 'divisiId')}
      />
      <TextInput label="Nama" withAsterisk data-autofocus {...fieldProps(form, 'nama')} />
      <Autocomplete
        label="Jabatan"
        description="Pimpinan (Presiden Mahasiswa, Menteri, Wakil Menteri, …) tampil paling depan."
        data={JABATAN}
        withAsterisk
        {...fieldProps(form, 'jabatan')}
      />
      <Select
        label="Program Studi"
        data={PRODI_OPTIONS}
        allowDeselect={false}
        {...fieldProps(form, 'prodi')}
      />
      <TextInput label="Angkatan" placeholder="2023" {...fieldProps(form, 'angkatan')} />
      <TextInput
        label="Instagram"
        placeholder="nama.pengguna"
        description="Nama pengguna saja, tanpa tautan."
        {...fieldProps(form, 'instagram')}
      />
      <TextInput
        label="LinkedIn"
        placeholder="https://www.linkedin.com/in/…"
        {...fieldProps(form, 'linkedin')}
      />
      <PhotoField form={form} />
    </>
  );
}

export function PembinaFields({ form }: { form: RecordForm<typeof pembinaResource> }) {
  return (
    <>
      <TextInput label="Nama" withAsterisk data-autofocus {...fieldProps(form, 'nama')} />
      <TextInput
        label="Jabatan"
        placeholder="Pembina BEM KM"
        withAsterisk
        {...fieldProps(form, 'jabatan')}
      />
      <TextInput label="Bidang Keahlian" {...fieldProps(form, 'bidang')} />
      <TextInput
        label="LinkedIn"
        placeholder="https://www.linkedin.com/in/…"
        {...fieldProps(form, 'linkedin')}
      />
      <TextInput
        label="Google Scholar"
        placeholder="https://scholar.google.com/citations?user=…"
        {...fieldProps(form, 'scholar')}
      />
      <PhotoField form={form} />
    </>
  );
}
