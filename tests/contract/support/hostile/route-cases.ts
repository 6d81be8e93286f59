import fc from 'fast-check';
import type { FormField } from '../../../../src/shared/berkas/form-fields';
import { LIVE_TOPICS } from '../../../../src/shared/live';
import { ANGGARAN_PARAMS } from '../../../../src/shared/keterbukaan/anggaran-address';
import { formFieldsResource } from '../../../../src/shared/berkas/form-fields-resource';
import { RESOURCES } from '../../../../src/shared/resources/registry';
import { PUBLIC_PAGE_PATHS } from '../public-page-paths';
import { RESOURCE_FIXTURES } from '../resource-fixtures';
import { brokenObject, type BodyShape } from './hostile-bodies';
import { hostileQuery, hostileSegment, oddString } from './hostile-values';
import { brokenCorrection, brokenIntake } from './hostile-berkas';
import { SC_ROUTES } from '../../../../src/shared/sc/sc-paths';
import { SHAPES, shapeOf } from './body-shapes';

/** Real records made before the fuzz, so that some requests reach past "not found". */
export interface Fixture {
  submissionId: string;
  ticketId: string;
  revisionCode: string;
  pendingUserId: string;
  formFieldId: string;
  /** The submission's stored proposal (answer files: panel staff only). */
  fileId: string;
  /** The live form (the intake's answers are keyed by its field names). */
  fields: readonly FormField[];
}

export type Auth = 'anonymous' | 'master' | 'bogus';

export interface RouteCase {
  /** Path and query of one request. */
  path: fc.Arbitrary<string>;
  /** An object body invalid by construction; routes without one get junk bodies (ignored). */
  body?: fc.Arbitrary<unknown>;
  auth: readonly Auth[];
  /** The route takes up to 32 MiB (files as data URLs): huge values go beyond that too. */
  bigBodies?: boolean;
  /** A 2xx is a legitimate answer (reads; sign-out without a session). Writes must never succeed. */
  mayAnswerOk?: boolean;
  /** A page address: "not found" is the rendered 404 page (HTML), not a JSON error. */
  isPage?: boolean;
}

const EVERYONE: readonly Auth[] = ['anonymous', 'master', 'bogus'];

/** The Transparansi Anggaran address's parameters (anggaran-address.ts). */
const ANGGARAN_KEYS = Object.values(ANGGARAN_PARAMS);

/** The route's URL with every `:param` (and `*`) replaced by a hostile segment, plus a query. */
const hostilePath = (
  url: string,
  options: { real?: readonly string[]; queryKeys?: readonly string[] } = {},
): fc.Arbitrary<string> => {
  const params = url.match(/:[A-Za-z]+|\*/g) ?? [];
  const segment =
    options.real && options.real.length > 0
      ? fc.oneof({ weight: 4, arbitrary: hostileSegment }, fc.constantFrom(...options.real))
      : hostileSegment;
  return fc
    .tuple(
      fc.array(segment, { minLength: params.length, maxLength: params.length }),
      hostileQuery(options.queryKeys),
    )
    .map(([values, query]) => {
      let index = 0;
      return url.replace(/:[A-Za-z]+|\*/g, () => values[index++] ?? '') + query;
    });
};

const TOPICS = new Set<string>([
  ...Object.values(LIVE_TOPICS),
  // Each declared collection's public topic and its writers' view.
  ...RESOURCES.flatMap((resource) => [resource.liveTopic, `${resource.liveTopic}/semua`]),
  // Each declared public list's pages, its filter choices, and its item.
  ...RESOURCES.flatMap((resource) => (resource.publicList ? [resource.publicList.liveTopic] : [])),
  ...RESOURCES.flatMap((resource) =>
    resource.publicList?.choices?.length ? [resource.publicList.choicesTopic] : [],
  ),
  ...RESOURCES.flatMap((resource) =>
    resource.publicList?.item ? [resource.publicList.item.liveTopic] : [],
  ),
]);
const decodedPath = (path: string): string => {
  const bare = path.split('?')[0] ?? '';
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
};

/**
 * Every route of the API and the web app, keyed "METHOD url" exactly as the route registry
 * lists it. A route registered without an entry here fails the fuzz test by name.
 */
export function routeCases(fixture: Fixture): Record<string, RouteCase> {
  const ids = { queryKeys: ['id'] };
  const read = (url: string, queryKeys: readonly string[] = []): RouteCase => ({
    path: hostilePath(url, { queryKeys }),
    auth: EVERYONE,
    mayAnswerOk: true,
  });
  const write = (url: string, shape?: BodyShape, real?: readonly string[]): RouteCase => ({
    path: hostilePath(url, { ...ids, ...(real ? { real } : {}) }),
    ...(shape ? { body: brokenObject(shape) } : {}),
    auth: EVERYONE,
  });
  // Every other declared collection: its routes and body shape come from its declaration.
  const declared = RESOURCES.filter((resource) => resource !== formFieldsResource).flatMap(
    (resource) => {
      const shape = shapeOf(RESOURCE_FIXTURES[resource.name].valid[0]);
      const cases: [string, RouteCase][] = [
        [`POST ${resource.path}`, write(resource.path, shape)],
        [`PATCH ${resource.path}/:id`, write(`${resource.path}/:id`, shape)],
        [`DELETE ${resource.path}/:id`, write(`${resource.path}/:id`)],
      ];
      if (resource.publicRead !== 'none') cases.push([`GET ${resource.path}`, read(resource.path)]);
      if (resource.publicRead !== 'all')
        cases.push([`GET ${resource.path}/semua`, read(`${resource.path}/semua`)]);
      if (resource.order.by === 'position')
        cases.push([`PUT ${resource.path}/order`, write(`${resource.path}/order`, SHAPES.order)]);
      // Its public list's open data: a malformed query is refused; nothing is written.
      const list = resource.publicList;
      for (const format of list?.export ? ['.csv', '.json'] : []) {
        const keys = ['q', 'urut', ...Object.keys(list!.filters)];
        const path = `${list!.export!.path}${format}`;
        cases.push([`GET ${path}`, read(path, keys)]);
      }
      return cases;
    },
  );
  return {
    ...Object.fromEntries(declared),
    'GET /api/health': read('/api/health'),
    'GET /api/settings/general': read('/api/settings/general'),
    'GET /api/site': read('/api/site'),
    // The calendar feed takes no query: anything appended is ignored, nothing is written.
    'GET /agenda.ics': read('/agenda.ics', ['q', 'dari', 'sampai']),
    'PUT /api/settings/general/layanan-digital-terpadu': write(
      '/api/settings/general/layanan-digital-terpadu',
      SHAPES.featuredServices,
    ),
    'POST /api/auth/login': write('/api/auth/login', SHAPES.login),
    // Signing the fuzz's own master out would change the sessions table: anonymous and bogus only.
    'POST /api/auth/logout': {
      path: hostilePath('/api/auth/logout'),
      auth: ['anonymous', 'bogus'],
      mayAnswerOk: true,
    },
    'GET /api/auth/session': read('/api/auth/session'),
    'POST /api/auth/register': write('/api/auth/register', SHAPES.registerAdmin),
    'POST /api/auth/register-panitia': write('/api/auth/register-panitia', SHAPES.registerPanitia),
    'POST /api/auth/forgot-password': write('/api/auth/forgot-password', SHAPES.forgot),
    'POST /api/auth/reset-password': write('/api/auth/reset-password', SHAPES.reset),
    'PATCH /api/profile': write('/api/profile', SHAPES.profile),
    'POST /api/pemilih/register': write('/api/pemilih/register', SHAPES.voterRegister),
    'POST /api/pemilih/login': write('/api/pemilih/login', SHAPES.login),
    // No voter is signed in during the fuzz: signing out changes nothing, and may answer 204.
    'POST /api/pemilih/logout': {
      path: hostilePath('/api/pemilih/logout'),
      auth: EVERYONE,
      mayAnswerOk: true,
    },
    'GET /api/pemilih/session': read('/api/pemilih/session'),
    'POST /api/pemilih/forgot-password': write('/api/pemilih/forgot-password', SHAPES.forgot),
    'POST /api/pemilih/reset-password': write('/api/pemilih/reset-password', SHAPES.reset),
    'PATCH /api/pemilih/profile': write('/api/pemilih/profile', SHAPES.voterProfile),
    'POST /api/profile/password': write('/api/profile/password', SHAPES.password),
    'GET /api/users': read('/api/users'),
    // Approving, rejecting, deleting or mailing a real account would be a valid write: made-up ids only.
    'POST /api/users/:id/approve': write('/api/users/:id/approve'),
    'POST /api/users/:id/reject': write('/api/users/:id/reject'),
    'PATCH /api/users/:id': write('/api/users/:id', SHAPES.user, [fixture.pendingUserId]),
    'DELETE /api/users/:id': write('/api/users/:id'),
    'POST /api/users/:id/reset-link': write('/api/users/:id/reset-link'),
    'GET /api/histori': read('/api/histori', ['oleh', 'action', 'from', 'to', 'page']),
    'GET /api/histori/export.csv': read('/api/histori/export.csv', ['oleh', 'from', 'to', 'page']),
    'GET /api/admin/summary': read('/api/admin/summary'),
    'GET /keterbukaan-informasi': read('/keterbukaan-informasi', ANGGARAN_KEYS),
    'GET /api/keterbukaan/anggaran.csv': read('/api/keterbukaan/anggaran.csv', ANGGARAN_KEYS),
    'GET /api/keterbukaan/anggaran.json': read('/api/keterbukaan/anggaran.json', ANGGARAN_KEYS),
    'GET /api/berkas/form-fields': read('/api/berkas/form-fields'),
    'POST /api/berkas/intake': {
      path: hostilePath('/api/berkas/intake'),
      body: brokenIntake(fixture.fields),
      auth: EVERYONE,
      bigBodies: true,
    },
    'GET /api/berkas/track/:ticket': {
      path: hostilePath('/api/berkas/track/:ticket', { real: [fixture.ticketId] }),
      auth: EVERYONE,
      mayAnswerOk: true,
    },
    'POST /api/berkas/revision/open': write('/api/berkas/revision/open', SHAPES.revisionAccess),
    'POST /api/berkas/revision': {
      path: hostilePath('/api/berkas/revision'),
      body: brokenCorrection(fixture.fields, fixture),
      auth: EVERYONE,
      bigBodies: true,
    },
    'GET /api/files/:id': {
      path: hostilePath('/api/files/:id', { real: [fixture.fileId] }),
      auth: EVERYONE,
      mayAnswerOk: true,
    },
    // Content images: a broken upload stores nothing; made-up names are not found.
    'POST /api/images': {
      ...write('/api/images'),
      body: brokenObject(SHAPES.image, true),
      bigBodies: true,
    },
    'GET /api/images/:file': read('/api/images/:file'),
    // Document PDFs: a broken upload stores nothing; made-up names are not found.
    'POST /api/documents': {
      ...write('/api/documents'),
      body: brokenObject(SHAPES.documentUpload, true),
      bigBodies: true,
    },
    'GET /api/documents/:file': read('/api/documents/:file'),
    'GET /api/berkas/submissions': read('/api/berkas/submissions', ['status', 'q', 'limit']),
    'GET /api/berkas/submission-counts': read('/api/berkas/submission-counts', ['q']),
    'GET /api/berkas/work-queue': read('/api/berkas/work-queue'),
    'GET /api/berkas/submissions/:id': {
      path: hostilePath('/api/berkas/submissions/:id', { real: [fixture.submissionId] }),
      auth: EVERYONE,
      mayAnswerOk: true,
    },
    'POST /api/berkas/submissions/:id/verification': write(
      '/api/berkas/submissions/:id/verification',
      SHAPES.verification,
      [fixture.submissionId],
    ),
    'POST /api/berkas/submissions/:id/approve': write('/api/berkas/submissions/:id/approve'),
    'POST /api/berkas/submissions/:id/final': {
      ...write('/api/berkas/submissions/:id/final', undefined, [fixture.submissionId]),
      body: brokenObject(SHAPES.final, true),
      bigBodies: true,
    },
    'POST /api/berkas/form-fields': write('/api/berkas/form-fields', SHAPES.formField),
    'PATCH /api/berkas/form-fields/:id': write('/api/berkas/form-fields/:id', SHAPES.formField, [
      fixture.formFieldId,
    ]),
    'DELETE /api/berkas/form-fields/:id': write('/api/berkas/form-fields/:id'),
    'PUT /api/berkas/form-fields/order': write('/api/berkas/form-fields/order', SHAPES.order),
    // E-voting: made-up ids only (a real request or election would make a master's write valid).
    'POST /api/pemilihan/permintaan': write('/api/pemilihan/permintaan', SHAPES.electionRequest),
    'POST /api/manajemen-voting/permintaan/:id/setujui': write(
      '/api/manajemen-voting/permintaan/:id/setujui',
      SHAPES.approve,
    ),
    'POST /api/manajemen-voting/permintaan/:id/tolak': write(
      '/api/manajemen-voting/permintaan/:id/tolak',
      SHAPES.reason,
    ),
    'POST /api/manajemen-voting/pemilihan/:id/batalkan': write(
      '/api/manajemen-voting/pemilihan/:id/batalkan',
    ),
    'PUT /api/settings/general/e-voting': write(
      '/api/settings/general/e-voting',
      SHAPES.evotingPublished,
    ),
    'PATCH /api/panitia/:eventId': write('/api/panitia/:eventId', SHAPES.electionDetails),
    'PUT /api/panitia/:eventId/jadwal': write('/api/panitia/:eventId/jadwal', SHAPES.schedule),
    'PUT /api/panitia/:eventId/abstain': write('/api/panitia/:eventId/abstain', SHAPES.abstain),
    'POST /api/panitia/:eventId/buka': write('/api/panitia/:eventId/buka', SHAPES.openNow),
    'POST /api/panitia/:eventId/tutup': write('/api/panitia/:eventId/tutup'),
    'POST /api/panitia/:eventId/perpanjang': write(
      '/api/panitia/:eventId/perpanjang',
      SHAPES.extend,
    ),
    'POST /api/panitia/:eventId/pengumuman': write(
      '/api/panitia/:eventId/pengumuman',
      SHAPES.announcement,
    ),
    'DELETE /api/panitia/:eventId/pengumuman/:id': write('/api/panitia/:eventId/pengumuman/:id'),
    'POST /api/panitia/:eventId/kandidat': write(
      '/api/panitia/:eventId/kandidat',
      SHAPES.candidate,
    ),
    'PUT /api/panitia/:eventId/kandidat/:id': write(
      '/api/panitia/:eventId/kandidat/:id',
      SHAPES.candidate,
    ),
    'DELETE /api/panitia/:eventId/kandidat/:id': write('/api/panitia/:eventId/kandidat/:id'),
    'POST /api/panitia/:eventId/pemilih': write('/api/panitia/:eventId/pemilih', SHAPES.rollAdd),
    'POST /api/panitia/:eventId/pemilih/impor/pratinjau': write(
      '/api/panitia/:eventId/pemilih/impor/pratinjau',
      SHAPES.csv,
    ),
    'POST /api/panitia/:eventId/pemilih/impor': write(
      '/api/panitia/:eventId/pemilih/impor',
      SHAPES.csv,
    ),
    'DELETE /api/panitia/:eventId/pemilih/:voterId': write(
      '/api/panitia/:eventId/pemilih/:voterId',
    ),
    'POST /api/panitia/:eventId/pemilih/:voterId/verifikasi': write(
      '/api/panitia/:eventId/pemilih/:voterId/verifikasi',
    ),
    'POST /api/panitia/:eventId/pemilih/:voterId/tolak': write(
      '/api/panitia/:eventId/pemilih/:voterId/tolak',
      SHAPES.reason,
    ),
    // A voter's join: no voter session in the fuzz, so every attempt is refused unread.
    'POST /api/pemilih/pemilihan/:eventId/gabung': write('/api/pemilih/pemilihan/:eventId/gabung'),
    // A voter's ballot (issue 19): no voter session in the fuzz, so every attempt is refused
    // unread; the publication: the master reaches it, and no election the fuzz names is closed.
    'POST /api/pemilih/pemilihan/:eventId/suara': write(
      '/api/pemilih/pemilihan/:eventId/suara',
      SHAPES.cast,
    ),
    'POST /api/panitia/:eventId/hasil/publikasikan': write(
      '/api/panitia/:eventId/hasil/publikasikan',
    ),
    // Belenios elections (issue 34): no election the fuzz names has trustees, no fuzz caller is
    // a trustee, a witness or a voter; the public record of an unknown election is a 404.
    'GET /api/panitia/:eventId/wali': read('/api/panitia/:eventId/wali'),
    'PUT /api/panitia/:eventId/wali': write('/api/panitia/:eventId/wali', SHAPES.trustees),
    'GET /api/panitia/:eventId/kredensial': read('/api/panitia/:eventId/kredensial'),
    'POST /api/panitia/:eventId/kredensial': write('/api/panitia/:eventId/kredensial'),
    'GET /api/wali/:eventId': read('/api/wali/:eventId'),
    'POST /api/wali/:eventId/sertifikat': write(
      '/api/wali/:eventId/sertifikat',
      SHAPES.trusteeCertificate,
    ),
    'POST /api/wali/:eventId/polinomial': write(
      '/api/wali/:eventId/polinomial',
      SHAPES.trusteePolynomial,
    ),
    'POST /api/wali/:eventId/verifikasi': write(
      '/api/wali/:eventId/verifikasi',
      SHAPES.trusteeVerification,
    ),
    'POST /api/wali/:eventId/dekripsi': write(
      '/api/wali/:eventId/dekripsi',
      SHAPES.trusteeDecryption,
    ),
    'POST /api/wali/masuk': write('/api/wali/masuk', SHAPES.witnessSignIn),
    'POST /api/wali/keluar': { ...write('/api/wali/keluar'), mayAnswerOk: true },
    'GET /api/pemilih/pemilihan/:eventId/belenios': read(
      '/api/pemilih/pemilihan/:eventId/belenios',
    ),
    'PUT /api/pemilih/pemilihan/:eventId/kredensial': write(
      '/api/pemilih/pemilihan/:eventId/kredensial',
      SHAPES.credential,
    ),
    'POST /api/pemilih/pemilihan/:eventId/surat-suara': write(
      '/api/pemilih/pemilihan/:eventId/surat-suara',
    ),
    'GET /api/pemilihan/:eventId/kotak-suara': read('/api/pemilihan/:eventId/kotak-suara'),
    'GET /api/pemilihan/:eventId/arsip': read('/api/pemilihan/:eventId/arsip'),
    // Sports-centre loans (issue 20): broken bodies are refused whoever sends them; made-up
    // codes and ids only (a real code would make a holder's change valid).
    [`POST ${SC_ROUTES.availability}`]: write(SC_ROUTES.availability, SHAPES.scTime),
    [`POST ${SC_ROUTES.book}`]: write(SC_ROUTES.book, SHAPES.scBooking),
    [`POST ${SC_ROUTES.find}`]: write(SC_ROUTES.find, SHAPES.scCode),
    [`POST ${SC_ROUTES.reschedule}`]: write(SC_ROUTES.reschedule, SHAPES.scReschedule),
    [`POST ${SC_ROUTES.cancel}`]: write(SC_ROUTES.cancel, SHAPES.scCode),
    ...Object.fromEntries(
      [SC_ROUTES.checkIn, SC_ROUTES.checkOut].map((route) => [
        `POST ${route}`,
        { ...write(route), body: brokenObject(SHAPES.scAttendance, true), bigBodies: true },
      ]),
    ),
    [`PUT ${SC_ROUTES.settings}`]: write(SC_ROUTES.settings, SHAPES.scSettings),
    [`PATCH ${SC_ROUTES.booking}`]: write(SC_ROUTES.booking, SHAPES.scEdit),
    [`DELETE ${SC_ROUTES.booking}`]: write(SC_ROUTES.booking),
    [`POST ${SC_ROUTES.cancelAsManager}`]: write(SC_ROUTES.cancelAsManager),
    [`GET ${SC_ROUTES.photo}`]: read(SC_ROUTES.photo),
    // A real topic would open a stream that never ends: only names that are not topics.
    'GET /api/live/*': {
      path: fc
        .tuple(fc.array(hostileSegment, { minLength: 1, maxLength: 3 }), hostileQuery())
        .map(([segments, query]) => `/api/live/${segments.join('/')}${query}`)
        .filter((path) => !TOPICS.has(decodedPath(path).slice('/api/live/'.length))),
      auth: EVERYONE,
    },
    'GET /*': {
      path: fc
        .tuple(
          fc.constantFrom('', 'assets/', 'admin/', 'layanan/berkaskm/', '.well-known/', '/'),
          fc.array(fc.oneof(hostileSegment, oddString), { minLength: 1, maxLength: 4 }),
          hostileQuery(),
        )
        .map(([prefix, segments, query]) => `/${prefix}${segments.join('/')}${query}`)
        .filter((path) => !decodedPath(path).replace(/^\/+/, '/').startsWith('/api/live')),
      auth: EVERYONE,
      mayAnswerOk: true,
      isPage: true,
    },
    // Every server-rendered public page, with hostile query strings (pages may read them).
    ...Object.fromEntries(
      PUBLIC_PAGE_PATHS.map((page) => [
        `GET ${page}`,
        read(page, ['ticket', 'mode', 'oobCode', 'redirect']),
      ]),
    ),
  };
}
