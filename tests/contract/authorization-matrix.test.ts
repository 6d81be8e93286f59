import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../src/shared/accounts';
import { encodeUploadedFile } from '../../src/shared/berkas/form-fields';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import type { StoredUser } from '../../src/server/accounts/user-repository';
import type { RegisteredRoute } from '../../src/server/http/route-registry';
import { startTempServer, type TempServer } from '../support/temp-server';
import { ALL, type CallerKind } from '../support/caller-kinds';
import { apiClient, type Caller } from './support/api-client';
import { AUTHORIZATION_ROWS } from './support/authorization-rows';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';
import type { MatrixContext, MatrixRow } from './support/matrix-row';
import { RESOURCE_MATRIX_ROWS } from './support/resource-matrix-rows';

/**
 * Every registered route has a row here, and the row says what the route declares (public, any
 * signed-in account, an admin area, a named custom check); a route without a row, or declaring
 * other than its row, fails the first tests by name. Protected rows then call their route as every
 * kind of caller: allowed callers get through (any answer but 401/403), everyone else gets 401 or
 * 403 and nothing stored changes.
 *
 * Folded rows: a HEAD route is covered by the GET row of its URL (Fastify derives it from the GET
 * with the GET's declaration; the test checks they agree) and answers as that GET does.
 */
const ROWS: readonly MatrixRow[] = [...AUTHORIZATION_ROWS, ...RESOURCE_MATRIX_ROWS];

const keyOf = (route: Pick<RegisteredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** A declaration as one comparable word: `public`, `signed-in`, `area:berkas`, `custom:<name>`. */
function declared(access: RegisteredRoute['access']): string {
  if (!access) return 'nothing';
  if (access.kind === 'area') return `area:${access.area}`;
  if (access.kind === 'custom') return `custom:${access.name}`;
  return access.kind;
}

function expected(row: MatrixRow): string {
  if ('public' in row) return 'public';
  if ('signedIn' in row) return 'signed-in';
  if ('voter' in row) return 'voter';
  if ('area' in row) return `area:${row.area}`;
  return `custom:${row.custom}`;
}

let server: TempServer;
let api: ReturnType<typeof apiClient>;
const callers = new Map<CallerKind, Caller>();
const fixture = { submissionId: '', ticketId: '', fileId: '', electionId: '', requestId: '' };

/** An account of the given role with a live session, made directly (pending users cannot sign in). */
function sessionFor(
  email: string,
  role: UserRole,
  kementerian: StoredUser['kementerian'] = null,
): Caller {
  const existing = server.services.users.findByEmail(email);
  const user =
    existing ??
    server.services.users.insert({
      email,
      passwordHash: 'x',
      role,
      namaTampilan: email.split('@')[0]!,
      kementerian,
    });
  return { cookie: `bem_sesi=${server.services.sessions.create(user.id, 'web').token}` };
}

/** A voter with a live voter session (voters are not accounts: their own table and cookie). */
function voterSession(): Caller {
  const made = server.services.voters.insert({
    email: 'pemilih-matriks@bem.demo',
    nim: '012300999',
    namaLengkap: 'Pemilih Matriks',
    prodi: 'Teknokimia Nuklir',
    passwordHash: 'x',
  });
  if ('conflict' in made) throw new Error(`the matrix voter exists already (${made.conflict})`);
  return { cookie: `bem_pemilih=${server.services.voterSessions.create(made.id, 'web').token}` };
}

beforeAll(async () => {
  server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
  api = apiClient(server.url);
  callers.set('anonymous', {});
  callers.set('pending', sessionFor('menunggu@bem.demo', 'pending', 'Kementerian PSDM'));
  callers.set('panitia', sessionFor('panitia@bem.demo', 'panitia_requestor'));
  callers.set('admin-sekjen', await api.signIn('sekjen@bem.demo', DEMO_PASSWORD));
  callers.set('admin-keuangan', await api.signIn('keuangan@bem.demo', DEMO_PASSWORD));
  callers.set('admin-dagri', await api.signIn('dagri@bem.demo', DEMO_PASSWORD));
  callers.set('admin-pora', await api.signIn('pora@bem.demo', DEMO_PASSWORD));
  callers.set('banggar', await api.signIn('banggar@bem.demo', DEMO_PASSWORD));
  callers.set('master', await api.signIn('master@bem.demo', DEMO_PASSWORD));
  const disabled = sessionFor('nonaktif@bem.demo', 'admin', 'Sekretariat Jenderal');
  server.services.users.update(server.services.users.findByEmail('nonaktif@bem.demo')!.id, {
    disabled: true,
  });
  callers.set('disabled', disabled);
  callers.set('voter', voterSession());
  const submission = server.services.intake.intake({
    namaKegiatan: 'Matriks',
    penyelenggara: 'BEM',
    jenisBerkas: 'Lainnya',
    tanggalKegiatan: '2026-12-01',
    kontak: '0812',
    berkasPengajuan: encodeUploadedFile(
      `data:application/pdf;base64,${btoa('%PDF-1.4 matriks')}`,
      'matriks.pdf',
    ),
  });
  fixture.submissionId = submission.id;
  fixture.ticketId = submission.ticketId;
  fixture.fileId = server.db
    .prepare('SELECT id FROM stored_files WHERE submission_id = ?')
    .pluck()
    .get(submission.id) as string;
  // E-voting: a draft election whose committee is the matrix's panitia (panitia@bem.demo, the
  // demo committee account), and a request of theirs waiting for the master.
  const panitia = server.services.users.findByEmail('panitia@bem.demo')!;
  const master = server.services.users.findByEmail('master@bem.demo')!;
  const requests = server.services.evoting.requestService;
  const ask = (namaPemilihan: string) =>
    requests.submit(panitia, {
      organisasiId: 'bem-km',
      namaPemilihan,
      deskripsi: '',
      tautanDokumen: 'https://contoh.id/surat-matriks',
    });
  fixture.electionId = requests.approve(master, ask('Pemilihan Matriks').id, {
    panitiaTambahan: [],
  }).id;
  fixture.requestId = ask('Permintaan Matriks').id;
});
afterAll(async () => {
  await server.dispose();
});

describe('every registered route has a row, expecting what the route declares', () => {
  const registered = () => server.app.registeredRoutes();
  const rowFor = new Map(ROWS.map((row) => [row.route, row]));

  it('has no two rows for one route', () => {
    const seen = ROWS.map((row) => row.route);
    expect(seen.filter((route, index) => seen.indexOf(route) !== index)).toEqual([]);
  });

  it('has a row for every registered route', () => {
    expect(registered().length).toBeGreaterThan(40);
    const missing = registered()
      .filter((route) => route.method !== 'HEAD')
      .map(keyOf)
      .filter((key) => !rowFor.has(key));
    expect(missing, 'routes without a row in the authorization matrix').toEqual([]);
  });

  it('folds each HEAD route into the GET row of its URL, declaring the same', () => {
    const gets = new Map(
      registered()
        .filter((route) => route.method === 'GET')
        .map((route) => [route.url, declared(route.access)]),
    );
    const unfolded = registered()
      .filter((route) => route.method === 'HEAD')
      .filter((route) => gets.get(route.url) !== declared(route.access))
      .map((route) => `${keyOf(route)} declares ${declared(route.access)}`);
    expect(unfolded, 'HEAD routes without a GET of the same access').toEqual([]);
  });

  it('has no row for a route that is not registered', () => {
    const keys = new Set(registered().map(keyOf));
    const stale = ROWS.map((row) => row.route).filter((route) => !keys.has(route));
    expect(stale, 'rows for routes that are no longer registered').toEqual([]);
  });

  it('expects of each route exactly the access it declares, and says why a public one is', () => {
    const mismatches = registered().flatMap((route) => {
      const row = rowFor.get(keyOf(route));
      if (!row) return [];
      const want = expected(row);
      const has = declared(route.access);
      return want === has ? [] : [`${keyOf(route)}: the row expects ${want}, it declares ${has}`];
    });
    expect(mismatches).toEqual([]);
    const unexplained = registered()
      .filter((route) => route.access?.kind === 'public' && route.access.why.trim().length < 10)
      .map(keyOf);
    expect(unexplained, 'public routes without a reason').toEqual([]);
  });
});

/**
 * Everything a denied call could have changed: every table but those that any request touches
 * (session activity, rate-limit counters, known sign-ins), so a new collection's table counts too.
 */
const VOLATILE = new Set([
  'sessions',
  'voter_sessions',
  'rate_limits',
  'known_sign_ins',
  'voter_known_sign_ins',
]);
function snapshot(): string {
  const tables = server.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  return JSON.stringify(
    tables
      .filter((table) => !VOLATILE.has(table))
      .sort()
      .map((table) => [table, server.db.prepare(`SELECT * FROM "${table}" ORDER BY 1`).all()]),
  );
}

let targetCount = 0;
/** A fresh pending account for each call, so an allowed call cannot disturb the next one. */
const freshTarget = () =>
  server.services.users.insert({
    email: `target-${(targetCount += 1)}@bem.demo`,
    passwordHash: 'x',
    role: 'pending',
    namaTampilan: `Target ${targetCount}`,
    kementerian: 'Kementerian PSDM',
  });

const PLACEHOLDER = {
  target: { id: ':id' },
  submissionId: ':id',
  ticketId: ':ticket',
  fileId: ':id',
  electionId: ':eventId',
  requestId: ':id',
} as unknown as MatrixContext;

describe('authorization matrix', () => {
  for (const row of ROWS) {
    const [method] = row.route.split(' ') as [string];
    for (const call of row.calls ?? []) {
      for (const kind of ALL) {
        const allowed = call.allowed.includes(kind);
        it(`${method} ${call.path(PLACEHOLDER)} as ${kind}: ${allowed ? 'allowed' : 'refused'}`, async () => {
          const context: MatrixContext = { server, target: freshTarget(), ...fixture };
          const path = call.path(context);
          const as = callers.get(kind)!;
          const before = snapshot();
          const live = path.startsWith('/api/live/');
          const controller = new AbortController();
          const response = live
            ? await fetch(`${server.url}${path}`, {
                headers: as.cookie ? { cookie: as.cookie } : {},
                signal: controller.signal,
              })
            : await api.call(method, path, {
                as,
                body: call.bodyFor ? call.bodyFor(context) : call.body,
              });
          controller.abort();
          if (allowed) {
            expect([401, 403]).not.toContain(response.status);
          } else {
            expect([401, 403]).toContain(response.status);
            expect(snapshot()).toBe(before);
          }
        });
      }
    }
  }
});
