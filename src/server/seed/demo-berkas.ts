import type { FormFieldInput } from '../../shared/berkas/form-fields';
import type { FormFieldRepository } from '../berkas/form-field-repository';

/** A realistic SI-BERKAS form: the activity, its organiser and contact, and the proposal file. */
export const DEMO_FORM_FIELDS: readonly FormFieldInput[] = [
  {
    label: 'Nama Kegiatan',
    fieldName: 'namaKegiatan',
    type: 'text',
    placeholder: 'Contoh: Seminar Keselamatan Radiasi 2026',
    required: true,
    step: 1,
    options: [],
    defaultValue: '',
  },
  {
    label: 'Penyelenggara',
    fieldName: 'penyelenggara',
    type: 'text',
    placeholder: 'Nama ormawa atau kepanitiaan',
    required: true,
    step: 1,
    options: [],
    defaultValue: '',
  },
  {
    label: 'Jenis Berkas',
    fieldName: 'jenisBerkas',
    type: 'select',
    placeholder: '',
    required: true,
    step: 1,
    options: ['Proposal Kegiatan', 'Laporan Pertanggungjawaban', 'Surat Peminjaman', 'Lainnya'],
    defaultValue: 'Proposal Kegiatan',
  },
  {
    label: 'Tanggal Kegiatan',
    fieldName: 'tanggalKegiatan',
    type: 'date',
    placeholder: '',
    required: true,
    step: 1,
    options: [],
    defaultValue: '',
  },
  {
    label: 'Kontak (WhatsApp)',
    fieldName: 'kontak',
    type: 'tel',
    placeholder: '08xxxxxxxxxx',
    required: true,
    step: 1,
    options: [],
    defaultValue: '',
  },
  {
    label: 'Email Penanggung Jawab',
    fieldName: 'email',
    type: 'email',
    placeholder: 'nama@polteknuklir.ac.id',
    required: false,
    step: 1,
    options: [],
    defaultValue: '',
  },
  {
    label: 'Berkas Pengajuan (PDF)',
    fieldName: 'berkasPengajuan',
    type: 'file',
    placeholder: '',
    required: true,
    step: 2,
    options: [],
    defaultValue: '',
  },
  {
    label: 'Rincian Anggaran (RAB)',
    fieldName: 'rab',
    type: 'file',
    placeholder: '',
    required: false,
    step: 2,
    options: [],
    defaultValue: '',
  },
  {
    label: 'Catatan Tambahan',
    fieldName: 'catatan',
    type: 'textarea',
    placeholder: 'Hal lain yang perlu diketahui verifikator',
    required: false,
    step: 2,
    options: [],
    defaultValue: '',
  },
];

export function seedDemoFormFields(fields: FormFieldRepository): void {
  if (fields.list().length > 0) return;
  for (const field of DEMO_FORM_FIELDS) fields.insert(field);
}
