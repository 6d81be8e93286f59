import { TRUSTEE_ACCESS_NAME } from '../../../src/server/evoting/belenios/trustee-access';
import { COMMITTEE_ACCESS_NAME } from '../../../src/server/evoting/committee-access';
import { REQUESTER_ACCESS_NAME } from '../../../src/server/routes/evoting-requests';
import { LIVE_TOPICS, liveTopicPath } from '../../../src/shared/live';
import { ALL, kindsInArea, type CallerKind } from '../../support/caller-kinds';
import type { MatrixCall, MatrixRow } from './matrix-row';

/**
 * E-voting's rows of the authorization matrix (issue 18). The matrix's `panitia` caller is the
 * demo committee account panitia@bem.demo: it sits on the committee of the matrix's own election
 * (`electionId`, a draft made for the run, so an allowed call cannot open it) and requested the
 * matrix's request (`requestId`); the master may act on both. Everyone else is refused.
 */
export const COMMITTEE: readonly CallerKind[] = ['panitia', 'master'];
const MASTER = kindsInArea('manajemen-voting');

const param = (value: unknown) => `?p=${encodeURIComponent(JSON.stringify(value))}`;

/** Every committee route, with a body an allowed caller could send. */
const COMMITTEE_CALLS: readonly [method: string, url: string, suffix: string, body?: unknown][] = [
  ['PATCH', '/api/panitia/:eventId', '', { nama: 'Pemilihan Matriks', deskripsi: '' }],
  ['PUT', '/api/panitia/:eventId/jadwal', '/jadwal', { mulai: 'x', selesai: 'y' }],
  ['PUT', '/api/panitia/:eventId/abstain', '/abstain', { abstain: true }],
  ['POST', '/api/panitia/:eventId/buka', '/buka', { selesai: null }],
  ['POST', '/api/panitia/:eventId/tutup', '/tutup'],
  ['POST', '/api/panitia/:eventId/perpanjang', '/perpanjang', { selesai: 'x' }],
  ['POST', '/api/panitia/:eventId/pengumuman', '/pengumuman', { teks: 'Pengumuman matriks' }],
  ['DELETE', '/api/panitia/:eventId/pengumuman/:id', '/pengumuman/tidak-ada'],
  [
    'POST',
    '/api/panitia/:eventId/kandidat',
    '/kandidat',
    { nomor: 1, nama: '', namaWakil: null, foto: null, visi: '', misi: '' },
  ],
  [
    'PUT',
    '/api/panitia/:eventId/kandidat/:id',
    '/kandidat/tidak-ada',
    { nomor: 1, nama: 'Matriks', namaWakil: null, foto: null, visi: 'v', misi: 'm' },
  ],
  ['DELETE', '/api/panitia/:eventId/kandidat/:id', '/kandidat/tidak-ada'],
  [
    'POST',
    '/api/panitia/:eventId/pemilih',
    '/pemilih',
    { nim: '019999999', namaLengkap: 'Pemilih Matriks' },
  ],
  [
    'POST',
    '/api/panitia/:eventId/pemilih/impor/pratinjau',
    '/pemilih/impor/pratinjau',
    { csv: 'NIM,Nama\n019999999,Pemilih Matriks' },
  ],
  [
    'POST',
    '/api/panitia/:eventId/pemilih/impor',
    '/pemilih/impor',
    { csv: 'NIM,Nama\n019999999,Pemilih Matriks' },
  ],
  ['DELETE', '/api/panitia/:eventId/pemilih/:voterId', '/pemilih/tidak-ada'],
  ['POST', '/api/panitia/:eventId/pemilih/:voterId/verifikasi', '/pemilih/tidak-ada/verifikasi'],
  [
    'POST',
    '/api/panitia/:eventId/pemilih/:voterId/tolak',
    '/pemilih/tidak-ada/tolak',
    { alasan: 'x' },
  ],
  // Issue 19: the matrix's election is a draft, so an allowed caller is refused (409) unchanged.
  ['POST', '/api/panitia/:eventId/hasil/publikasikan', '/hasil/publikasikan'],
  // Issue 34: bodies an allowed caller is refused with (400/404), so nothing is named or stored.
  ['GET', '/api/panitia/:eventId/wali', '/wali'],
  ['PUT', '/api/panitia/:eventId/wali', '/wali', { ambang: 1, panitia: [], saksi: [] }],
  ['GET', '/api/panitia/:eventId/kredensial', '/kredensial'],
  [
    'POST',
    '/api/panitia/:eventId/kredensial',
    '/kredensial',
    { kredensial: [{ voterId: 'tidak-ada', publik: '1' }] },
  ],
];

/** Issue 34: the trustees' routes. The matrix's election has none, so every caller is refused. */
const TRUSTEE_CALLS: readonly [method: string, suffix: string, body?: unknown][] = [
  ['GET', ''],
  ['POST', '/sertifikat', { sertifikat: '{}' }],
  ['POST', '/polinomial', { polinomial: '{}' }],
  ['POST', '/verifikasi', { verifikasi: '{}' }],
  ['POST', '/dekripsi', { dekripsi: '{}' }],
];

export const EVOTING_MATRIX_ROWS: readonly MatrixRow[] = [
  ...TRUSTEE_CALLS.map(([method, suffix, body]): MatrixRow => ({
    route: `${method} /api/wali/:eventId${suffix}`,
    custom: TRUSTEE_ACCESS_NAME,
    calls: [
      {
        path: ({ electionId }) => `/api/wali/${electionId}${suffix}`,
        ...(body === undefined ? {} : { body }),
        allowed: [],
      },
    ],
  })),
  // A witness's own sign-in (a wrong code: 401 for everyone) and sign-out; the public record.
  { route: 'POST /api/wali/masuk', public: true },
  { route: 'POST /api/wali/keluar', public: true },
  { route: 'GET /api/pemilihan/:eventId/kotak-suara', public: true },
  { route: 'GET /api/pemilihan/:eventId/arsip', public: true },
  // The voter's Belenios routes: the matrix's election is a draft, so the voter gets 404.
  ...(
    [
      ['GET', '/belenios'],
      ['PUT', '/kredensial', { publik: '2' }],
      ['POST', '/surat-suara', { bukan: 'surat suara' }],
    ] as const
  ).map(([method, suffix, body]): MatrixRow => ({
    route: `${method} /api/pemilih/pemilihan/:eventId${suffix}`,
    voter: true,
    calls: [
      {
        path: ({ electionId }) => `/api/pemilih/pemilihan/${electionId}${suffix}`,
        ...(body === undefined ? {} : { body }),
        allowed: ['voter'],
      },
    ],
  })),
  {
    route: 'POST /api/pemilihan/permintaan',
    custom: REQUESTER_ACCESS_NAME,
    calls: [
      {
        path: () => '/api/pemilihan/permintaan',
        // An organisation that does not exist: an allowed caller is answered 400, nothing stored.
        body: {
          organisasiId: 'tidak-ada',
          namaPemilihan: 'Matriks',
          deskripsi: '',
          tautanDokumen: 'https://contoh.id/surat',
        },
        allowed: COMMITTEE,
      },
    ],
  },
  {
    route: 'POST /api/manajemen-voting/permintaan/:id/setujui',
    area: 'manajemen-voting',
    calls: [
      {
        path: ({ requestId }) => `/api/manajemen-voting/permintaan/${requestId}/setujui`,
        body: { panitiaTambahan: [] },
        allowed: MASTER,
      },
    ],
  },
  {
    route: 'POST /api/manajemen-voting/permintaan/:id/tolak',
    area: 'manajemen-voting',
    calls: [
      {
        path: ({ requestId }) => `/api/manajemen-voting/permintaan/${requestId}/tolak`,
        body: { alasan: 'Matriks' },
        allowed: MASTER,
      },
    ],
  },
  {
    route: 'POST /api/manajemen-voting/pemilihan/:id/batalkan',
    area: 'manajemen-voting',
    calls: [
      {
        path: () => '/api/manajemen-voting/pemilihan/tidak-ada/batalkan',
        allowed: MASTER,
      },
    ],
  },
  {
    route: 'PUT /api/settings/general/e-voting',
    area: 'manajemen-voting',
    calls: [
      {
        path: () => '/api/settings/general/e-voting',
        body: { isEvotingPublished: true },
        allowed: MASTER,
      },
    ],
  },
  ...COMMITTEE_CALLS.map(([method, url, suffix, body]): MatrixRow => ({
    route: `${method} ${url}`,
    custom: COMMITTEE_ACCESS_NAME,
    calls: [
      {
        path: ({ electionId }) => `/api/panitia/${electionId}${suffix}`,
        ...(body === undefined ? {} : { body }),
        allowed: COMMITTEE,
      },
    ],
  })),
  {
    route: 'POST /api/pemilih/pemilihan/:eventId/gabung',
    voter: true,
    calls: [
      {
        path: ({ electionId }) => `/api/pemilih/pemilihan/${electionId}/gabung`,
        allowed: ['voter'],
      },
    ],
  },
  {
    // The voter's ballot (issue 19): the matrix's election is a draft, so the voter is answered
    // 404 and nothing is counted; every other caller is refused before the body is read.
    route: 'POST /api/pemilih/pemilihan/:eventId/suara',
    voter: true,
    calls: [
      {
        path: ({ electionId }) => `/api/pemilih/pemilihan/${electionId}/suara`,
        body: { pilihan: 'abstain' },
        allowed: ['voter'],
      },
    ],
  },
];

/** E-voting's live topics, for the matrix's row of GET /api/live/*. */
export const EVOTING_LIVE_CALLS: readonly MatrixCall[] = [
  {
    path: () => `${liveTopicPath(LIVE_TOPICS.electionsPublic)}${param({ q: '', status: 'semua' })}`,
    allowed: ALL,
  },
  { path: () => liveTopicPath(LIVE_TOPICS.myElectionRequests), allowed: COMMITTEE },
  { path: () => liveTopicPath(LIVE_TOPICS.myCommitteeElections), allowed: COMMITTEE },
  { path: () => liveTopicPath(LIVE_TOPICS.electionRequests), allowed: MASTER },
  { path: () => liveTopicPath(LIVE_TOPICS.elections), allowed: MASTER },
  { path: () => liveTopicPath(LIVE_TOPICS.committeeAccounts), allowed: MASTER },
  ...[
    LIVE_TOPICS.committeeElection,
    LIVE_TOPICS.committeeAnnouncements,
    LIVE_TOPICS.committeeCandidates,
    LIVE_TOPICS.committeeRoll,
  ].map((topic): MatrixCall => ({
    path: ({ electionId }) => `${liveTopicPath(topic)}${param(electionId)}`,
    allowed: COMMITTEE,
  })),
  { path: () => liveTopicPath(LIVE_TOPICS.voterElections), allowed: ['voter'] },
  // Issue 19: the booth is the signed-in voter's own (a draft: 404 for them); the results are
  // everyone's (null until published).
  {
    path: ({ electionId }) => `${liveTopicPath(LIVE_TOPICS.booth)}${param(electionId)}`,
    allowed: ['voter'],
  },
  {
    path: ({ electionId }) => `${liveTopicPath(LIVE_TOPICS.electionResults)}${param(electionId)}`,
    allowed: ALL,
  },
];
