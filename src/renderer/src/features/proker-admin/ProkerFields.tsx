import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { PROKER_LIMITS, PROKER_STATUSES } from '../../../../shared/keterbukaan/proker';
import { UNKNOWN_MINISTRY } from '../../../../shared/keterbukaan/proker-list';
import type { prokerResource } from '../../../../shared/keterbukaan/proker-resource';
import type { RecordForm } from '../../ui/admin-kit/RecordEditorModal';
import { DateField } from '../../ui/dates/DateField';
import { fieldProps, valueProps } from '../../ui/forms/form-helpers';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';
import { SelectField } from '../../ui/forms/SelectField';

type Form = RecordForm<typeof prokerResource>;

/** A count field: whole people, never below zero; an emptied field counts as 0. */
function CountField(props: {
  form: Form;
  path: 'targetPeserta' | 'jumlahPesertaRealisasi';
  label: string;
}) {
  const { form, path } = props;
  return (
    <NumberInput
      label={props.label}
      min={0}
      max={PROKER_LIMITS.participantsMax}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator="."
      decimalSeparator=","
      {...fieldProps(form, path)}
      onChange={(value) => form.setFieldValue(path, typeof value === 'number' ? value : 0)}
    />
  );
}

function LongText(props: {
  form: Form;
  path: 'detailPelaksanaan' | 'capaian' | 'kendala' | 'saranUmum' | 'saranKhusus';
  label: string;
  description?: string;
}) {
  return (
    <PlainTextarea
      label={props.label}
      description={props.description}
      minRows={2}
      maxRows={8}
      maxLength={PROKER_LIMITS.textMax}
      {...fieldProps(props.form, props.path)}
    />
  );
}

/**
 * Every field of a work programme (ORIGINAL.md §2.6 AdminProker, and the achievements the old
 * portal could not edit). The ministry is chosen from Struktur's divisions.
 */
export function ProkerFields(props: {
  form: Form;
  divisions: readonly { id: string; nama: string }[];
}) {
  const { form } = props;
  const current = form.getValues().kementerianId;
  const ministries = [
    ...props.divisions.map((divisi) => ({ value: divisi.id, label: divisi.nama })),
    // A division removed from Struktur since: kept, named as the public page names it.
    ...(current && !props.divisions.some((divisi) => divisi.id === current)
      ? [{ value: current, label: UNKNOWN_MINISTRY }]
      : []),
  ];
  return (
    <>
      <TextInput
        label="Nama Program"
        required
        maxLength={PROKER_LIMITS.nameMax}
        data-autofocus
        {...fieldProps(form, 'namaProgram')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          label="Kementerian Pelaksana"
          required
          data={[{ value: '', label: 'Pilih kementerian', disabled: true }, ...ministries]}
          {...fieldProps(form, 'kementerianId')}
        />
        <TextInput
          label="Periode"
          required
          placeholder="2025/2026"
          description="Dua tahun berurutan, mis. 2025/2026."
          maxLength={9}
          {...fieldProps(form, 'periode')}
        />
        <DateField
          label="Tanggal Pelaksanaan"
          description="Kosongkan bila belum ditentukan (TBA)."
          clearable
          {...valueProps(form, 'tanggalPelaksanaan')}
        />
        <SelectField
          label="Status"
          required
          data={PROKER_STATUSES.map((status) => ({ value: status, label: status }))}
          {...fieldProps(form, 'statusProker')}
        />
        <CountField form={form} path="targetPeserta" label="Target Peserta" />
        <CountField form={form} path="jumlahPesertaRealisasi" label="Realisasi Peserta" />
      </SimpleGrid>
      <PlainTextarea
        label="Deskripsi Singkat"
        description="Tampil di kartu program kerja."
        minRows={2}
        maxRows={4}
        maxLength={PROKER_LIMITS.summaryMax}
        {...fieldProps(form, 'deskripsiSingkat')}
      />
      <TextInput
        label="Tautan LPJ"
        type="url"
        placeholder="https://drive.google.com/…"
        {...fieldProps(form, 'linkLpj')}
      />
      <LongText form={form} path="detailPelaksanaan" label="Detail Pelaksanaan" />
      <LongText
        form={form}
        path="capaian"
        label="Capaian & Keberhasilan"
        description="Kosongkan untuk menampilkan tingkat kehadiran peserta."
      />
      <LongText form={form} path="kendala" label="Kendala Lapangan" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LongText form={form} path="saranUmum" label="Saran Umum" />
        <LongText form={form} path="saranKhusus" label="Saran Khusus" />
      </SimpleGrid>
    </>
  );
}
