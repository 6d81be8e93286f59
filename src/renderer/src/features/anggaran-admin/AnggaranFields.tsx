import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  ANGGARAN_LIMITS,
  ANGGARAN_STATUSES,
  anggaranProblem,
  type AnggaranInput,
} from '../../../../shared/keterbukaan/anggaran';
import type { anggaranResource } from '../../../../shared/keterbukaan/anggaran-resource';
import { UNKNOWN_ORGANISATION } from '../../../../shared/keterbukaan/anggaran-list';
import type { RecordForm } from '../../ui/admin-kit/RecordEditorModal';
import { DateField } from '../../ui/dates/DateField';
import { fieldProps } from '../../ui/forms/form-helpers';
import { RealisasiField } from './RealisasiField';
import { RupiahInput } from './RupiahInput';

type Form = RecordForm<typeof anggaranResource>;

export interface Choice {
  value: string;
  label: string;
}

/** The approved-amount rule of the declaration, before sending (the backend decides the same). */
export function anggaranFormRules(values: AnggaranInput): Record<string, string> {
  const problem = anggaranProblem(values);
  return problem ? { [problem.field]: problem.message } : {};
}

/** The choices plus the stored value when it is no longer among them, so editing keeps it. */
function withCurrent(choices: readonly Choice[], current: string, missing: string): Choice[] {
  return current === '' || choices.some((choice) => choice.value === current)
    ? [...choices]
    : [...choices, { value: current, label: missing }];
}

/**
 * The inputs of one budget programme (ORIGINAL.md §2.6): name, organisation, year, status,
 * activity date, SPJ link, work programme, requested and approved amounts, and the realisation.
 */
export function AnggaranFields(props: {
  form: Form;
  /** The BEM KM and the directory's organisations. */
  organisations: readonly Choice[];
  /** The work programmes a programme may be linked to ('' links none). */
  prokerChoices: readonly Choice[];
}) {
  const { form } = props;
  const values = form.getValues();
  return (
    <>
      <TextInput
        label="Nama Program"
        required
        maxLength={ANGGARAN_LIMITS.nameMax}
        data-autofocus
        {...fieldProps(form, 'namaProgram')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Organisasi"
          required
          searchable
          placeholder="Pilih organisasi"
          nothingFoundMessage="Organisasi tidak ditemukan"
          allowDeselect={false}
          data={withCurrent(props.organisations, values.organisasiId, UNKNOWN_ORGANISATION)}
          {...fieldProps(form, 'organisasiId')}
        />
        <NumberInput
          label="Tahun"
          required
          min={ANGGARAN_LIMITS.yearMin}
          max={ANGGARAN_LIMITS.yearMax}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...fieldProps(form, 'tahun')}
        />
        <Select
          label="Status"
          required
          allowDeselect={false}
          data={[...ANGGARAN_STATUSES]}
          {...fieldProps(form, 'status')}
        />
        <DateField
          label="Tanggal Kegiatan"
          placeholder="Pilih tanggal"
          clearable
          value={values.tanggalKegiatan}
          onChange={(tanggal) => form.setFieldValue('tanggalKegiatan', tanggal)}
          error={form.errors['tanggalKegiatan']}
        />
      </SimpleGrid>
      <TextInput
        label="Tautan SPJ"
        type="url"
        placeholder="https://…"
        description="Dokumen Surat Pertanggungjawaban, mis. di Google Drive."
        {...fieldProps(form, 'linkSpj')}
      />
      <Select
        label="Program Kerja"
        placeholder="Tidak ditautkan"
        description="Program kerja yang didanai program anggaran ini (boleh kosong)."
        clearable
        searchable
        nothingFoundMessage="Program kerja tidak ditemukan"
        data={withCurrent(props.prokerChoices, values.prokerId, 'Program kerja tidak ditemukan')}
        {...fieldProps(form, 'prokerId')}
        // '' is "none" in the record; the select shows it as nothing chosen.
        value={values.prokerId === '' ? null : values.prokerId}
        onChange={(id) => form.setFieldValue('prokerId', id ?? '')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <RupiahInput
          label="Total Diajukan"
          {...fieldProps(form, 'totalDiajukan')}
          value={values.totalDiajukan}
          onChange={(amount) => form.setFieldValue('totalDiajukan', amount)}
        />
        <RupiahInput
          label="Total Anggaran Disetujui"
          description="Wajib lebih dari Rp 0 untuk status selain Perencanaan."
          {...fieldProps(form, 'totalDisetujui')}
          value={values.totalDisetujui}
          onChange={(amount) => form.setFieldValue('totalDisetujui', amount)}
        />
      </SimpleGrid>
      <RealisasiField form={form} />
    </>
  );
}
