import { SC_SETTINGS_DEFAULTS } from '../../../../src/shared/sc/sc-settings';
import type { BodyShape, FieldKind } from './hostile-bodies';

/** A body whose fields are all required, in the order given. */
function everyFieldRequired(fields: Record<string, FieldKind>): BodyShape {
  return { fields, required: Object.keys(fields) };
}

/** A loan's room and times (the availability check's body). */
const SC_TIME_FIELDS = {
  ruangId: 'string',
  tanggal: 'string',
  waktuMulai: 'string',
  waktuSelesai: 'string',
} as const satisfies Record<string, FieldKind>;

/** What a manager may edit of a booking; a new booking adds the two confirmations. */
const SC_EDIT_FIELDS = {
  ...SC_TIME_FIELDS,
  penanggungJawab: 'string',
  organisasi: 'string',
  kontak: 'string',
  email: 'email',
  jawaban: 'answers',
} as const satisfies Record<string, FieldKind>;

/** Object shapes of the JSON bodies (src/shared/auth-api.ts, the routes' zod schemas). */
export const SHAPES = {
  login: {
    fields: { email: 'email', password: 'string', client: 'string' },
    required: ['email', 'password'],
  },
  registerAdmin: {
    fields: {
      namaTampilan: 'string',
      email: 'email',
      password: 'string',
      kementerian: 'string',
      catatan: 'string',
    },
    required: ['namaTampilan', 'email', 'password', 'kementerian'],
  },
  registerPanitia: {
    fields: { namaTampilan: 'string', organisasi: 'string', email: 'email', password: 'string' },
    required: ['namaTampilan', 'organisasi', 'email', 'password'],
  },
  forgot: { fields: { email: 'email' }, required: ['email'] },
  reset: { fields: { token: 'string', password: 'string' }, required: ['token', 'password'] },
  profile: { fields: { namaTampilan: 'string', foto: 'nullableString' }, required: [] },
  voterRegister: {
    fields: {
      namaLengkap: 'string',
      nim: 'string',
      prodi: 'string',
      email: 'email',
      password: 'string',
      setujuSyarat: 'boolean',
    },
    required: ['namaLengkap', 'nim', 'prodi', 'email', 'password', 'setujuSyarat'],
  },
  voterProfile: {
    fields: { namaLengkap: 'string', nim: 'string', prodi: 'string', foto: 'nullableString' },
    required: ['namaLengkap', 'nim', 'prodi', 'foto'],
  },
  featuredServices: {
    fields: { isPublishedFeaturedServices: 'boolean' },
    required: ['isPublishedFeaturedServices'],
  },
  password: {
    fields: { currentPassword: 'string', newPassword: 'string' },
    required: ['currentPassword', 'newPassword'],
  },
  user: {
    fields: { role: 'string', kementerian: 'nullableString', disabled: 'boolean' },
    required: [],
  },
  revisionAccess: {
    fields: { ticketId: 'string', revisionCode: 'string' },
    required: ['ticketId', 'revisionCode'],
  },
  verification: {
    fields: { action: 'string', catatan: 'string', verifier: 'string' },
    required: ['action'],
  },
  final: { fields: { catatan: 'string', letter: 'string', letterUrl: 'string' }, required: [] },
  formField: {
    fields: {
      label: 'string',
      fieldName: 'string',
      type: 'string',
      placeholder: 'string',
      required: 'boolean',
      step: 'step',
      options: 'stringArray',
      defaultValue: 'string',
    },
    required: ['label', 'fieldName', 'type', 'placeholder', 'required', 'step', 'options'],
  },
  order: { fields: { ids: 'stringArray' }, required: ['ids'] },
  documentUpload: { fields: { nama: 'string', berkas: 'string' }, required: ['nama', 'berkas'] },
  image: {
    fields: { image: 'string', thumbnail: 'string', width: 'step', height: 'step' },
    required: ['image', 'thumbnail', 'width', 'height'],
  },
  // E-voting (issue 18): the request, the master's decisions, the committee area.
  electionRequest: {
    fields: {
      organisasiId: 'string',
      namaPemilihan: 'string',
      deskripsi: 'string',
      tautanDokumen: 'string',
    },
    required: ['organisasiId', 'namaPemilihan', 'deskripsi', 'tautanDokumen'],
  },
  approve: { fields: { panitiaTambahan: 'stringArray' }, required: ['panitiaTambahan'] },
  reason: { fields: { alasan: 'string' }, required: ['alasan'] },
  evotingPublished: { fields: { isEvotingPublished: 'boolean' }, required: ['isEvotingPublished'] },
  electionDetails: { fields: { nama: 'string', deskripsi: 'string' }, required: ['nama'] },
  schedule: { fields: { mulai: 'string', selesai: 'string' }, required: ['mulai', 'selesai'] },
  abstain: { fields: { abstain: 'boolean' }, required: ['abstain'] },
  openNow: { fields: { selesai: 'nullableString' }, required: ['selesai'] },
  extend: { fields: { selesai: 'string' }, required: ['selesai'] },
  announcement: { fields: { teks: 'string' }, required: ['teks'] },
  candidate: {
    fields: {
      nomor: 'step',
      nama: 'string',
      namaWakil: 'nullableString',
      foto: 'nullableString',
      visi: 'string',
      misi: 'string',
    },
    required: ['nomor', 'nama', 'namaWakil', 'foto', 'visi', 'misi'],
  },
  /** Kelola Pemilih's "Tambah": a NIM and a Nama Lengkap together (issue 33 item 1). */
  rollAdd: { fields: { nim: 'string', namaLengkap: 'string' }, required: ['nim', 'namaLengkap'] },
  csv: { fields: { csv: 'string' }, required: ['csv'] },
  cast: { fields: { pilihan: 'string' }, required: ['pilihan'] },
  // Belenios elections (issue 34).
  trustees: {
    fields: { ambang: 'step', panitia: 'stringArray', saksi: 'stringArray' },
    required: ['ambang', 'panitia', 'saksi'],
  },
  credential: { fields: { publik: 'string' }, required: ['publik'] },
  witnessSignIn: { fields: { email: 'email', kode: 'string' }, required: ['email', 'kode'] },
  trusteeCertificate: { fields: { sertifikat: 'string' }, required: ['sertifikat'] },
  trusteePolynomial: { fields: { polinomial: 'string' }, required: ['polinomial'] },
  trusteeVerification: { fields: { verifikasi: 'string' }, required: ['verifikasi'] },
  trusteeDecryption: { fields: { dekripsi: 'string' }, required: ['dekripsi'] },
  // Sports-centre loans (issue 20): every field of these bodies is required.
  scTime: everyFieldRequired(SC_TIME_FIELDS),
  scBooking: everyFieldRequired({
    ...SC_EDIT_FIELDS,
    setujuProsedur: 'boolean',
    bersediaTanggungJawab: 'boolean',
  }),
  scEdit: everyFieldRequired(SC_EDIT_FIELDS),
  scCode: everyFieldRequired({ kode: 'string' }),
  scReschedule: everyFieldRequired({
    kode: 'string',
    tanggal: 'string',
    waktuMulai: 'string',
    waktuSelesai: 'string',
  }),
  scAttendance: everyFieldRequired({ kode: 'string', foto: 'string' }),
  scSettings: everyFieldRequired(
    Object.fromEntries(Object.keys(SC_SETTINGS_DEFAULTS).map((key) => [key, 'string' as const])),
  ),
} satisfies Record<string, BodyShape>;

/** A collection's body shape from a valid sample: each field's kind from its value. */
export function shapeOf(sample: object): BodyShape {
  const fields: Record<string, FieldKind> = {};
  for (const [key, value] of Object.entries(sample))
    fields[key] =
      typeof value === 'boolean' ? 'boolean' : Array.isArray(value) ? 'stringArray' : 'string';
  return { fields, required: Object.keys(fields) };
}
