import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRole } from '../../src/shared/accounts';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import type { StoredUser } from '../../src/server/accounts/user-repository';
import { startTempServer, type TempServer } from '../support/temp-server';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';
import {
  ADMIN_SHELL,
  ALL,
  BERKAS_PANEL,
  SIGNED_IN,
  type CallerKind,
} from '../support/caller-kinds';
import { apiClient, type Caller } from './support/api-client';

/**
 * Every protected API route, called by every kind of caller: allowed callers get through (any
 * answer but 401/403), everyone else gets 401 or 403 and nothing changes.
 */
interface ProtectedRoute {
  method: string;
  path: (target: StoredUser) => string;
  body?: unknown;
  allowed: readonly CallerKind[];
}

let submissionId = '';
let ticketId = '';

const ROUTES: ProtectedRoute[] = [
  { method: 'GET', path: () => '/api/users', allowed: ['master'] },
  { method: 'POST', path: (t) => `/api/users/${t.id}/approve`, allowed: ['master'] },
  { method: 'POST', path: (t) => `/api/users/${t.id}/reject`, allowed: ['master'] },
  {
    method: 'PATCH',
    path: (t) => `/api/users/${t.id}`,
    body: { role: 'admin', kementerian: 'Sekretariat Jenderal' },
    allowed: ['master'],
  },
  { method: 'DELETE', path: (t) => `/api/users/${t.id}`, allowed: ['master'] },
  { method: 'POST', path: (t) => `/api/users/${t.id}/reset-link`, allowed: ['master'] },
  { method: 'GET', path: () => '/api/histori', allowed: ['master'] },
  { method: 'GET', path: () => '/api/histori/export.csv', allowed: ['master'] },
  { method: 'GET', path: () => '/api/admin/summary', allowed: ADMIN_SHELL },
  {
    method: 'PATCH',
    path: () => '/api/profile',
    body: { namaTampilan: 'Nama Baru' },
    allowed: SIGNED_IN,
  },
  {
    method: 'POST',
    path: () => '/api/profile/password',
    body: { currentPassword: 'salah-semua', newPassword: 'tidak-akan-dipakai' },
    allowed: SIGNED_IN,
  },
  { method: 'GET', path: () => '/api/live/users', allowed: ['master'] },
  // Kelola Form Berkas: Sekretariat Jenderal and master.
  {
    method: 'POST',
    path: () => '/api/berkas/form-fields',
    body: {
      label: 'Baru',
      fieldName: 'matriks',
      type: 'text',
      placeholder: '',
      required: false,
      step: 1,
      options: [],
      defaultValue: '',
    },
    allowed: ['admin-sekjen', 'master'],
  },
  {
    method: 'PATCH',
    path: () => '/api/berkas/form-fields/tidak-ada',
    body: {},
    allowed: ['admin-sekjen', 'master'],
  },
  {
    method: 'DELETE',
    path: () => '/api/berkas/form-fields/tidak-ada',
    allowed: ['admin-sekjen', 'master'],
  },
  {
    method: 'PUT',
    path: () => '/api/berkas/form-fields/order',
    body: { ids: [] },
    allowed: ['admin-sekjen', 'master'],
  },
  // The SI-BERKAS panel: its ministries, banggar and master; ACC and the final follow-up: Sekjen and master.
  { method: 'GET', path: () => '/api/berkas/submissions', allowed: BERKAS_PANEL },
  { method: 'GET', path: () => `/api/berkas/submissions/${submissionId}`, allowed: BERKAS_PANEL },
  { method: 'GET', path: () => '/api/berkas/submission-counts', allowed: BERKAS_PANEL },
  { method: 'GET', path: () => '/api/berkas/work-queue', allowed: BERKAS_PANEL },
  {
    method: 'POST',
    path: () => `/api/berkas/submissions/${submissionId}/verification`,
    body: { action: 'request-revision', catatan: 'Matriks', verifier: 'sekjend' },
    allowed: BERKAS_PANEL,
  },
  {
    method: 'POST',
    path: () => `/api/berkas/submissions/${submissionId}/approve`,
    allowed: ['admin-sekjen', 'master'],
  },
  {
    method: 'POST',
    path: () => `/api/berkas/submissions/${submissionId}/final`,
    body: { catatan: 'x' },
    allowed: ['admin-sekjen', 'master'],
  },
  // Corrections: the real ticket without its revision code never opens or changes a submission,
  // whoever asks (the submission is in Revisi Diperlukan, so only the code is missing).
  {
    method: 'POST',
    path: () => '/api/berkas/revision/open',
    get body() {
      return { ticketId, revisionCode: 'AAAA-BBBB-CCCC-DDDD-EEEE' };
    },
    allowed: [],
  },
  {
    method: 'POST',
    path: () => '/api/berkas/revision',
    get body() {
      return {
        ticketId,
        revisionCode: 'AAAA-BBBB-CCCC-DDDD-EEEE',
        answers: { namaKegiatan: 'Diubah' },
      };
    },
    allowed: [],
  },
];

let server: TempServer;
let api: ReturnType<typeof apiClient>;
const callers = new Map<CallerKind, Caller>();

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
  const submission = server.services.intake.intake({
    namaKegiatan: 'Matriks',
    penyelenggara: 'BEM',
    jenisBerkas: 'Lainnya',
    tanggalKegiatan: '2026-12-01',
    kontak: '0812',
    berkasPengajuan: 'https://drive.google.com/matriks',
  });
  submissionId = submission.id;
  ticketId = submission.ticketId;
});
afterAll(async () => {
  await server.dispose();
});

/** Everything a denied call could have changed. */
const snapshot = () =>
  JSON.stringify({
    users: server.db.prepare('SELECT * FROM users ORDER BY id').all(),
    histori: server.db.prepare('SELECT COUNT(*) AS n FROM histori').get(),
    resets: server.db.prepare('SELECT COUNT(*) AS n FROM password_resets').get(),
    records: server.db.prepare('SELECT * FROM resource_records ORDER BY resource, id').all(),
    submissions: server.db.prepare('SELECT * FROM submissions ORDER BY id').all(),
    versions: server.db.prepare('SELECT COUNT(*) AS n FROM submission_versions').get(),
  });

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

describe('authorization matrix', () => {
  for (const route of ROUTES) {
    for (const kind of ALL) {
      const allowed = route.allowed.includes(kind);
      it(`${route.method} ${route.path({ id: ':id' } as StoredUser)} as ${kind}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        const target = freshTarget();
        const before = snapshot();
        const live = route.path(target).startsWith('/api/live/');
        const controller = new AbortController();
        const response = live
          ? await fetch(`${server.url}${route.path(target)}`, {
              headers: callers.get(kind)!.cookie ? { cookie: callers.get(kind)!.cookie! } : {},
              signal: controller.signal,
            })
          : await api.call(route.method, route.path(target), {
              as: callers.get(kind)!,
              body: route.body,
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
});
