import { createHttpBackend } from '../../../src/renderer/src/backend/http/http-backend';
import type { Backend } from '../../../src/renderer/src/backend/contract';
import type { Kementerian, UserRole } from '../../../src/shared/accounts';
import type { TempServer } from '../../support/temp-server';

export { liveValue } from '../../support/live-first-value';

/** The http Backend signed in as a new account of this role and ministry (a desktop token). */
export function backendAs(
  server: TempServer,
  role: UserRole,
  kementerian: Kementerian | null = null,
): Backend {
  const user = server.services.users.insert({
    email: `uji-${Math.random().toString(36).slice(2)}@uji.test`,
    passwordHash: 'x',
    role,
    namaTampilan: 'Akun Uji',
    kementerian,
  });
  const { token } = server.services.sessions.create(user.id, 'desktop');
  return createHttpBackend({ baseUrl: server.url, authToken: () => token, credentials: 'omit' });
}

/** The http Backend of a visitor (nobody signed in). */
export const visitorOf = (server: TempServer): Backend =>
  createHttpBackend({ baseUrl: server.url, credentials: 'omit' });

/** A CSV written by table-export.ts read back as rows of cells (RFC 4180 quoting, CRLF). */
export function readCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}
