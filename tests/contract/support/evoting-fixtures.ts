import { createHttpBackend } from '../../../src/renderer/src/backend/http/http-backend';
import type { Backend } from '../../../src/renderer/src/backend/contract';
import type { UserRole } from '../../../src/shared/accounts';
import type { Prodi } from '../../../src/shared/evoting/prodi';
import type { StoredUser } from '../../../src/server/accounts/user-repository';
import type { TempServer } from '../../support/temp-server';
import type { Caller } from './api-client';

/** Records made directly through the services, so a test starts where its subject begins. */

let made = 0;
const unique = () => `${Date.now().toString(36)}${(made += 1)}`;

export interface Account {
  user: StoredUser;
  /** A desktop session's bearer token (no CSRF check, no cookie jar needed). */
  caller: Caller;
  /** The http Backend signed in as this account: the renderer's own adapter. */
  backend: Backend;
}

export function accountOf(server: TempServer, role: UserRole, nama = 'Akun Uji'): Account {
  const user = server.services.users.insert({
    email: `uji-${unique()}@uji.test`,
    passwordHash: 'x',
    role,
    namaTampilan: nama,
    kementerian: role === 'admin' ? 'Sekretariat Jenderal' : null,
  });
  const { token } = server.services.sessions.create(user.id, 'desktop');
  return {
    user,
    caller: { bearer: token },
    backend: createHttpBackend({
      baseUrl: server.url,
      authToken: () => token,
      credentials: 'omit',
    }),
  };
}

export const masterOf = (server: TempServer): StoredUser =>
  server.services.users.findByEmail('master@bem.demo')!;

/** A request of `requester`, approved by the master with `others` on the committee too. */
export function electionFor(
  server: TempServer,
  requester: StoredUser,
  nama = `Pemilihan Uji ${unique()}`,
  others: readonly StoredUser[] = [],
): string {
  const requests = server.services.evoting.requestService;
  const request = requests.submit(requester, {
    organisasiId: 'bem-km',
    namaPemilihan: nama,
    deskripsi: 'Uji',
    tautanDokumen: 'https://contoh.id/surat',
  });
  return requests.approve(masterOf(server), request.id, {
    panitiaTambahan: others.map((user) => user.id),
  }).id;
}

export interface Voter {
  id: string;
  nim: string;
  namaLengkap: string;
  email: string;
  /** The voter session's cookie (voters sign in by cookie only). */
  caller: Caller;
}

export function voterOf(
  server: TempServer,
  voter: { nim: string; namaLengkap: string; email: string; prodi: Prodi },
): Voter {
  const stored = server.services.voters.insert({ ...voter, passwordHash: 'x' });
  if ('conflict' in stored) throw new Error(`voter ${voter.nim} exists (${stored.conflict})`);
  const { token } = server.services.voterSessions.create(stored.id, 'web');
  return { id: stored.id, ...voter, caller: { cookie: `bem_pemilih=${token}` } };
}

/** Sets a schedule directly (a test needs one in the past, which no route accepts). */
export function scheduleDirectly(
  server: TempServer,
  electionId: string,
  mulai: number,
  selesai: number,
): void {
  server.db
    .prepare('UPDATE elections SET mulai = ?, selesai = ? WHERE id = ?')
    .run(new Date(mulai).toISOString(), new Date(selesai).toISOString(), electionId);
}

/** Every table but those any request touches: what a refused call must leave as it was. */
const VOLATILE = new Set(['sessions', 'voter_sessions', 'rate_limits', 'known_sign_ins']);
export function storeSnapshot(server: TempServer): string {
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

/** A live topic's first answer as raw text: the snapshot frame, or the refusal's JSON. */
export async function firstFrame(
  server: Pick<TempServer, 'url'>,
  path: string,
  caller: Caller = {},
): Promise<{ status: number; text: string }> {
  const controller = new AbortController();
  const headers: Record<string, string> = {};
  if (caller.cookie) headers.cookie = caller.cookie;
  if (caller.bearer) headers.authorization = `Bearer ${caller.bearer}`;
  const response = await fetch(`${server.url}${path}`, { headers, signal: controller.signal });
  if (response.status !== 200) return { status: response.status, text: await response.text() };
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (!/event: snapshot\ndata: .*\n\n/.test(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    controller.abort();
  }
  return { status: 200, text };
}

/** The data of a live topic's first snapshot. */
export async function firstSnapshot<T>(
  server: Pick<TempServer, 'url'>,
  path: string,
  caller?: Caller,
) {
  const { status, text } = await firstFrame(server, path, caller);
  if (status !== 200) throw new Error(`${path}: ${status} ${text}`);
  const data = /event: snapshot\ndata: (.*)\n\n/.exec(text)?.[1];
  if (data === undefined) throw new Error(`${path}: no snapshot in ${text}`);
  return JSON.parse(data) as T;
}
