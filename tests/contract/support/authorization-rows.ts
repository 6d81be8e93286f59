import { LIVE_TOPICS, liveTopicPath } from '../../../src/shared/live';
import { firstListQuery } from '../../../src/shared/public-lists/list-address';
import { RESOURCES } from '../../../src/shared/resources/registry';
import {
  ADMIN_SHELL,
  ALL,
  BERKAS_PANEL,
  SEKJEN_OR_MASTER,
  SIGNED_IN,
  VOTER,
  kindsInArea,
} from '../../support/caller-kinds';
import type { MatrixCall, MatrixRow } from './matrix-row';
import { PUBLIC_PAGE_ROUTES } from './public-page-paths';
import { EVOTING_LIVE_CALLS, EVOTING_MATRIX_ROWS } from './evoting-matrix-rows';
import { SC_MATRIX_ROWS } from './sc-matrix-rows';
import { IMAGE_WRITER_ACCESS_NAME } from '../../../src/server/routes/images';

/** The smallest PNG there is (1×1): enough for an allowed upload to be stored. */
const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A revision code that is not the submission's: the real ticket without its code. */
const WRONG_CODE = 'AAAA-BBBB-CCCC-DDDD-EEEE';

const fixed =
  (path: string): MatrixCall['path'] =>
  () =>
    path;

/**
 * The hand-written rows of the authorization matrix: one per registered route (a HEAD route is
 * covered by the GET row of its URL). Protected rows call the route as every caller kind.
 */
export const AUTHORIZATION_ROWS: readonly MatrixRow[] = [
  // Open to all: what protects each is the `why` the route declares.
  { route: 'GET /api/health', public: true },
  { route: 'GET /api/settings/general', public: true },
  // The configured public address (BEM_PUBLIC_URL): what asset QR labels point at.
  { route: 'GET /api/site', public: true },
  // The activity calendar's feed: every activity is public (agenda.test.ts).
  { route: 'GET /agenda.ics', public: true },
  {
    // Kelola Layanan's switch of the "Layanan Digital Terpadu" group: the area's writers only.
    route: 'PUT /api/settings/general/layanan-digital-terpadu',
    area: 'layanan',
    calls: [
      {
        path: fixed('/api/settings/general/layanan-digital-terpadu'),
        body: { isPublishedFeaturedServices: false },
        allowed: kindsInArea('layanan'),
      },
    ],
  },
  { route: 'POST /api/auth/login', public: true },
  { route: 'POST /api/auth/logout', public: true },
  { route: 'GET /api/auth/session', public: true },
  { route: 'POST /api/auth/register', public: true },
  { route: 'POST /api/auth/register-panitia', public: true },
  { route: 'POST /api/auth/forgot-password', public: true },
  { route: 'POST /api/auth/reset-password', public: true },
  // Voters' own accounts (routes/voters.ts): what protects each public one is its `why`.
  { route: 'POST /api/pemilih/register', public: true },
  { route: 'POST /api/pemilih/login', public: true },
  { route: 'POST /api/pemilih/logout', public: true },
  { route: 'GET /api/pemilih/session', public: true },
  { route: 'POST /api/pemilih/forgot-password', public: true },
  { route: 'POST /api/pemilih/reset-password', public: true },
  {
    // The matrix voter's own profile (authorization-matrix.test.ts makes them), unchanged.
    route: 'PATCH /api/pemilih/profile',
    voter: true,
    calls: [
      {
        path: fixed('/api/pemilih/profile'),
        body: {
          namaLengkap: 'Pemilih Matriks',
          nim: '012300999',
          prodi: 'Teknokimia Nuklir',
          foto: null,
        },
        allowed: VOTER,
      },
    ],
  },
  { route: 'POST /api/berkas/intake', public: true },
  { route: 'GET /api/berkas/track/:ticket', public: true },
  // Corrections: the real ticket without its revision code never opens or changes a submission,
  // whoever asks (the submission is in Revisi Diperlukan, so only the code is missing).
  {
    route: 'POST /api/berkas/revision/open',
    public: true,
    calls: [
      {
        path: fixed('/api/berkas/revision/open'),
        bodyFor: ({ ticketId }) => ({ ticketId, revisionCode: WRONG_CODE }),
        allowed: [],
      },
    ],
  },
  {
    route: 'POST /api/berkas/revision',
    public: true,
    calls: [
      {
        path: fixed('/api/berkas/revision'),
        bodyFor: ({ ticketId }) => ({
          ticketId,
          revisionCode: WRONG_CODE,
          answers: { namaKegiatan: 'Diubah' },
        }),
        allowed: [],
      },
    ],
  },
  // The web build, and the CORS preflight (plugin routes: access-control.ts's table).
  // Every public page, rendered by the server (src/server/http/static-web.ts).
  ...PUBLIC_PAGE_ROUTES.map((route) => ({ route, public: true as const })),
  { route: 'GET /*', public: true },
  { route: 'OPTIONS *', public: true },

  // Kelola Pengguna: master only.
  {
    route: 'GET /api/users',
    area: 'kelola-admin',
    calls: [{ path: fixed('/api/users'), allowed: ['master'] }],
  },
  ...(['approve', 'reject', 'reset-link'] as const).map((action): MatrixRow => ({
    route: `POST /api/users/:id/${action}`,
    area: 'kelola-admin',
    calls: [{ path: ({ target }) => `/api/users/${target.id}/${action}`, allowed: ['master'] }],
  })),
  {
    route: 'PATCH /api/users/:id',
    area: 'kelola-admin',
    calls: [
      {
        path: ({ target }) => `/api/users/${target.id}`,
        body: { role: 'admin', kementerian: 'Sekretariat Jenderal' },
        allowed: ['master'],
      },
    ],
  },
  {
    route: 'DELETE /api/users/:id',
    area: 'kelola-admin',
    calls: [{ path: ({ target }) => `/api/users/${target.id}`, allowed: ['master'] }],
  },
  {
    route: 'GET /api/histori',
    area: 'histori',
    calls: [{ path: fixed('/api/histori'), allowed: ['master'] }],
  },
  {
    route: 'GET /api/histori/export.csv',
    area: 'histori',
    calls: [{ path: fixed('/api/histori/export.csv'), allowed: ['master'] }],
  },
  {
    route: 'GET /api/admin/summary',
    area: 'ringkasan',
    calls: [{ path: fixed('/api/admin/summary'), allowed: ADMIN_SHELL }],
  },
  {
    route: 'PATCH /api/profile',
    signedIn: true,
    calls: [
      { path: fixed('/api/profile'), body: { namaTampilan: 'Nama Baru' }, allowed: SIGNED_IN },
    ],
  },
  {
    route: 'POST /api/profile/password',
    signedIn: true,
    calls: [
      {
        path: fixed('/api/profile/password'),
        body: { currentPassword: 'salah-semua', newPassword: 'tidak-akan-dipakai' },
        allowed: SIGNED_IN,
      },
    ],
  },
  // Each live topic's source decides who may watch it.
  {
    route: 'GET /api/live/*',
    custom: "the live topic's own viewers",
    calls: [
      { path: fixed(liveTopicPath(LIVE_TOPICS.users)), allowed: ['master'] },
      { path: fixed(liveTopicPath(LIVE_TOPICS.submissions)), allowed: BERKAS_PANEL },
      { path: fixed(liveTopicPath(LIVE_TOPICS.myProfile)), allowed: SIGNED_IN },
      { path: fixed(liveTopicPath(LIVE_TOPICS.myVoter)), allowed: VOTER },
      { path: fixed(liveTopicPath(LIVE_TOPICS.formFields)), allowed: ALL },
      { path: fixed(liveTopicPath(LIVE_TOPICS.generalSettings)), allowed: ALL },
      { path: fixed(liveTopicPath(LIVE_TOPICS.anggaranOverview)), allowed: ALL },
      {
        path: fixed(
          `${liveTopicPath(LIVE_TOPICS.anggaranPage)}?p=${encodeURIComponent(
            JSON.stringify({ q: '', tahun: 0, organisasiId: '', status: '', halaman: 1 }),
          )}`,
        ),
        allowed: ALL,
      },
      // Each declared public list's page: public, whatever its collection's writers.
      ...RESOURCES.flatMap((resource) =>
        resource.publicList
          ? [
              {
                path: fixed(
                  `/api/live/${resource.publicList.liveTopic}?p=${encodeURIComponent(JSON.stringify(firstListQuery(resource.publicList)))}`,
                ),
                allowed: ALL,
              },
            ]
          : [],
      ),
      // Each declared public list's filter choices: public, as its pages are.
      ...RESOURCES.flatMap((resource) =>
        resource.publicList?.choices?.length
          ? [{ path: fixed(`/api/live/${resource.publicList.choicesTopic}`), allowed: ALL }]
          : [],
      ),
      // Each declared public list's item: public too (null for a key no public record holds).
      ...RESOURCES.flatMap((resource) =>
        resource.publicList?.item
          ? [
              {
                path: fixed(
                  `/api/live/${resource.publicList.item.liveTopic}?p=${encodeURIComponent(JSON.stringify('tidak-ada'))}`,
                ),
                allowed: ALL,
              },
            ]
          : [],
      ),
      // The home page's next activities of the calendar: public, like the calendar itself.
      { path: fixed(liveTopicPath(LIVE_TOPICS.agendaUpcoming)), allowed: ALL },
      ...EVOTING_LIVE_CALLS,
      // Sports-centre loans: the settings and the calendar are public, the list the managers'.
      { path: fixed(liveTopicPath(LIVE_TOPICS.scSettings)), allowed: ALL },
      { path: fixed(liveTopicPath(LIVE_TOPICS.scSchedule)), allowed: ALL },
      { path: fixed(liveTopicPath(LIVE_TOPICS.scBookings)), allowed: kindsInArea('peminjaman-sc') },
    ],
  },
  // The transparency pages' index leads to its first page (src/shared/public-redirects.ts).
  { route: 'GET /keterbukaan-informasi', public: true },
  // Open data of Transparansi Anggaran (issue 17): every programme is public.
  {
    route: 'GET /api/keterbukaan/anggaran.csv',
    public: true,
    calls: [{ path: fixed('/api/keterbukaan/anggaran.csv?status=Selesai'), allowed: ALL }],
  },
  {
    route: 'GET /api/keterbukaan/anggaran.json',
    public: true,
    calls: [{ path: fixed('/api/keterbukaan/anggaran.json?tahun=2025'), allowed: ALL }],
  },
  // A stored upload: the panel's people by their session; a reply letter also by a signed link
  // (tests/contract/file-safety.test.ts).
  {
    route: 'GET /api/files/:id',
    custom: 'panel staff, or a signed reply-letter link',
    calls: [{ path: ({ fileId }) => `/api/files/${fileId}`, allowed: BERKAS_PANEL }],
  },
  // Content images: admins who write a content area with images upload (today every active admin
  // and master: those areas are general ones), and committee members of an election (candidates'
  // photos: the matrix's panitia sits on the matrix's election); anyone reads them by name.
  {
    route: 'POST /api/images',
    custom: IMAGE_WRITER_ACCESS_NAME,
    calls: [
      {
        path: fixed('/api/images'),
        body: { image: ONE_PIXEL_PNG, thumbnail: ONE_PIXEL_PNG, width: 1, height: 1 },
        allowed: [...ADMIN_SHELL, 'panitia'],
      },
    ],
  },
  {
    route: 'GET /api/images/:file',
    public: true,
    calls: [{ path: fixed('/api/images/AAAAAAAAAAAAAAAAAAAAAA.jpg'), allowed: ALL }],
  },
  // The PDFs of Kelola Dokumen: its admins (every admin and master) upload; anyone reads by name.
  {
    route: 'POST /api/documents',
    area: 'dokumen',
    calls: [
      {
        path: fixed('/api/documents'),
        body: {
          nama: 'uji.pdf',
          berkas: `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`,
        },
        allowed: ADMIN_SHELL,
      },
    ],
  },
  {
    route: 'GET /api/documents/:file',
    public: true,
    calls: [{ path: fixed('/api/documents/AAAAAAAAAAAAAAAAAAAAAA.pdf'), allowed: ALL }],
  },
  // The SI-BERKAS panel: its ministries, banggar and master; ACC and the final follow-up: Sekjen
  // and master (the workflow's own rule, behind the area's).
  {
    route: 'GET /api/berkas/submissions',
    area: 'berkas',
    calls: [{ path: fixed('/api/berkas/submissions'), allowed: BERKAS_PANEL }],
  },
  {
    route: 'GET /api/berkas/submissions/:id',
    area: 'berkas',
    calls: [
      {
        path: ({ submissionId }) => `/api/berkas/submissions/${submissionId}`,
        allowed: BERKAS_PANEL,
      },
    ],
  },
  {
    route: 'GET /api/berkas/submission-counts',
    area: 'berkas',
    calls: [{ path: fixed('/api/berkas/submission-counts'), allowed: BERKAS_PANEL }],
  },
  {
    route: 'GET /api/berkas/work-queue',
    area: 'berkas',
    calls: [{ path: fixed('/api/berkas/work-queue'), allowed: BERKAS_PANEL }],
  },
  {
    route: 'POST /api/berkas/submissions/:id/verification',
    area: 'berkas',
    calls: [
      {
        path: ({ submissionId }) => `/api/berkas/submissions/${submissionId}/verification`,
        body: { action: 'request-revision', catatan: 'Matriks', verifier: 'sekjend' },
        allowed: BERKAS_PANEL,
      },
    ],
  },
  {
    route: 'POST /api/berkas/submissions/:id/approve',
    area: 'berkas',
    calls: [
      {
        path: ({ submissionId }) => `/api/berkas/submissions/${submissionId}/approve`,
        allowed: SEKJEN_OR_MASTER,
      },
    ],
  },
  {
    route: 'POST /api/berkas/submissions/:id/final',
    area: 'berkas',
    calls: [
      {
        path: ({ submissionId }) => `/api/berkas/submissions/${submissionId}/final`,
        body: { catatan: 'x' },
        allowed: SEKJEN_OR_MASTER,
      },
    ],
  },
  // E-voting (issue 18): support/evoting-matrix-rows.ts.
  ...EVOTING_MATRIX_ROWS,
  // Sports-centre loans (issue 20): support/sc-matrix-rows.ts.
  ...SC_MATRIX_ROWS,
];
