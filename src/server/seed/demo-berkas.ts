import type { FormFieldInput } from '../../shared/berkas/form-fields';
import { VERIFIER_KEYS } from '../../shared/berkas/status';
import type { StoredUser } from '../accounts/user-repository';
import type { FormFieldRepository } from '../berkas/form-field-repository';
import type { PortalServices } from '../services';

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

/** One submission in every status, moved there through the real workflow by the demo master. */
export function seedDemoSubmissions(services: PortalServices, master: StoredUser): void {
  const make = (namaKegiatan: string, penyelenggara: string) =>
    services.intake.intake({
      namaKegiatan,
      penyelenggara,
      jenisBerkas: 'Proposal Kegiatan',
      tanggalKegiatan: '2026-12-10',
      kontak: '081200000000',
      berkasPengajuan: 'https://drive.google.com/file/d/contoh-proposal/view',
    });
  const verifyAll = (id: string) => {
    for (const verifier of VERIFIER_KEYS)
      services.workflow.verifierAction(master, id, 'verify', '', verifier);
  };
  make('Seminar Keselamatan Radiasi', 'HIMA Teknokimia Nuklir');
  const inProgress = make('Pelatihan Instrumentasi Nuklir', 'HIMA Elektronika Instrumentasi');
  services.workflow.verifierAction(master, inProgress.id, 'verify', '', 'sekjend');
  const revision = make('Lomba Robotik Antarkampus', 'UKM Robotika');
  services.workflow.verifierAction(
    master,
    revision.id,
    'request-revision',
    'Lengkapi rincian anggaran (RAB).',
    'kemenkeu',
  );
  const approved = make('Malam Keakraban Mahasiswa Baru', 'BEM KM');
  verifyAll(approved.id);
  services.workflow.approve(master, approved.id);
  const done = make('Bakti Sosial Desa Binaan', 'UKM PMK');
  verifyAll(done.id);
  services.workflow.approve(master, done.id);
  services.workflow.finish(master, done.id, {
    catatan: 'Kegiatan disetujui. Surat balasan dapat diunduh melalui tautan.',
    letterUrl: 'https://drive.google.com/file/d/contoh-surat-balasan/view',
  });
}
