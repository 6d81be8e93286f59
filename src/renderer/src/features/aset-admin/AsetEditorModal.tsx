import { Checkbox, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  ASET_KONDISI,
  ASET_LABELS,
  ASET_LIMITS,
  ASET_PEMINJAMAN,
  ASET_TIPE_PEROLEHAN,
} from '../../../../shared/keterbukaan/aset';
import { type asetResource } from '../../../../shared/keterbukaan/aset-resource';
import type { InputOf } from '../../../../shared/resources/resource';
import { RecordEditorModal, type RecordEditing } from '../../ui/admin-kit/RecordEditorModal';
import { DateField } from '../../ui/dates/DateField';
import { checkboxProps, fieldProps, valueProps } from '../../ui/forms/form-helpers';
import { SelectField } from '../../ui/forms/SelectField';
import { GalleryField } from '../../ui/images/GalleryField';

export type AsetDraft = InputOf<typeof asetResource>;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The asset form (ORIGINAL.md §2.6): every field, the pictures as files (ui/images) and the
 * acquisition date with @mantine/dates. "Terakhir Diperbarui" is the backend's, not a field.
 */
export function AsetEditorModal(props: { manager: RecordEditing<typeof asetResource> }) {
  return (
    <RecordEditorModal manager={props.manager} noun="Aset" size="xl">
      {(form) => (
        <>
          <TextInput
            label={ASET_LABELS.namaAset}
            required
            maxLength={ASET_LIMITS.namaMax}
            data-autofocus
            {...fieldProps(form, 'namaAset')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={ASET_LABELS.kodeAset}
              description="Mis. BEM-SND-01; satu kode untuk satu aset."
              maxLength={ASET_LIMITS.kodeMax}
              {...fieldProps(form, 'kodeAset')}
            />
            <TextInput
              label={ASET_LABELS.lokasiPenyimpanan}
              description="Mis. Sekretariat BEM; menjadi pilihan filter lokasi."
              maxLength={ASET_LIMITS.lokasiMax}
              {...fieldProps(form, 'lokasiPenyimpanan')}
            />
            <NumberInput
              label={ASET_LABELS.jumlahAset}
              description="Banyaknya unit yang dicatat sebagai satu aset."
              required
              min={1}
              max={ASET_LIMITS.jumlahMax}
              allowDecimal={false}
              allowNegative={false}
              suffix=" unit"
              {...fieldProps(form, 'jumlahAset')}
            />
            <DateField
              label={ASET_LABELS.tanggalPerolehan}
              description="Kosongkan bila tidak diketahui."
              clearable
              {...valueProps(form, 'tanggalPerolehan')}
            />
            <SelectField
              label={ASET_LABELS.tipePerolehan}
              required
              data={options(ASET_TIPE_PEROLEHAN)}
              {...fieldProps(form, 'tipePerolehan')}
            />
            <SelectField
              label={ASET_LABELS.statusKondisi}
              required
              data={options(ASET_KONDISI)}
              {...fieldProps(form, 'statusKondisi')}
            />
            <SelectField
              label={ASET_LABELS.statusPeminjaman}
              required
              data={options(ASET_PEMINJAMAN)}
              {...fieldProps(form, 'statusPeminjaman')}
            />
          </SimpleGrid>
          <Textarea
            label={ASET_LABELS.sumberKeterangan}
            description="Asal aset (dana, pemberi hibah, sponsor) dan catatan lain."
            autosize
            minRows={2}
            maxRows={6}
            maxLength={ASET_LIMITS.keteranganMax}
            {...fieldProps(form, 'sumberKeterangan')}
          />
          <GalleryField
            value={form.values.gambar}
            onChange={(gambar) => form.setFieldValue('gambar', gambar)}
            max={ASET_LIMITS.gambarMax}
            errors={form.errors}
          />
          <Checkbox
            label={`${ASET_LABELS.dapatDipinjamkan} (mahasiswa boleh meminjam aset ini)`}
            {...checkboxProps(form, 'dapatDipinjamkan')}
          />
          <Checkbox
            label={`${ASET_LABELS.published} (aset beserta kode QR-nya terlihat oleh pengunjung)`}
            {...checkboxProps(form, 'published')}
          />
        </>
      )}
    </RecordEditorModal>
  );
}
