/**
 * The checks after each restart: every acknowledged write of the ledger is there (over HTTP, as
 * users see it), and the data dir holds no half-made record (directly on disk).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sha256, type CrashHttp } from './crash-http';
import type { Ledger } from './crash-ledger';

const FILE_LINK = /\/api\/files\/([A-Za-z0-9_-]+)/g;

export async function checkSubmissions(http: CrashHttp, ledger: Ledger, master: string) {
  const problems: string[] = [];
  for (const record of ledger.submissions) {
    const tracked = await http.request('GET', `/api/berkas/track/${record.ticket}`);
    if (tracked.status !== 200) {
      problems.push(`${record.ticket}: tracking ${tracked.status}`);
      continue;
    }
    const detail = (
      await http.request('GET', `/api/berkas/submissions/${record.id}`, { cookie: master })
    ).body as {
      submission: { answers: Record<string, string>; currentStatus: string };
      events: unknown[];
      versions: { answers: Record<string, string> }[];
    };
    const extra = record.pending.has('events') ? 1 : 0;
    if (detail.events.length < record.events || detail.events.length > record.events + extra)
      problems.push(
        `${record.ticket}: ${detail.events.length} events, ${record.events} acknowledged`,
      );
    const links = [detail.submission.answers, ...detail.versions.map((v) => v.answers)].flatMap(
      (answers) => Object.values(answers).filter((value) => value.startsWith('/api/files/')),
    );
    const shas = new Set<string>();
    for (const link of links) {
      const file = await http.request('GET', link, { cookie: master });
      if (file.status === 200) shas.add(sha256(file.bytes));
    }
    for (const sha of record.fileShas)
      if (!shas.has(sha)) problems.push(`${record.ticket}: acknowledged file ${sha} missing`);
    if (record.letterSha) {
      const view = tracked.body as {
        submission: { currentStatus: string; finalResponse: { fileUrl: string } | null };
      };
      const letterUrl = view.submission.finalResponse?.fileUrl;
      const letter = letterUrl ? await http.request('GET', letterUrl) : undefined;
      if (view.submission.currentStatus !== 'Selesai' || letter?.status !== 200)
        problems.push(`${record.ticket}: Selesai with its letter acknowledged, not found`);
      else if (sha256(letter.bytes) !== record.letterSha)
        problems.push(`${record.ticket}: reply letter has other bytes`);
    }
  }
  return problems;
}

/** Accounts; `signInCycle`: the cycle whose accounts also sign in with their last password. */
export async function checkAccounts(
  http: CrashHttp,
  ledger: Ledger,
  master: string,
  signInCycle: number,
) {
  const problems: string[] = [];
  const list = await http.request('GET', '/api/users', { cookie: master });
  const users = new Map(
    (
      list.body as {
        users: { email: string; role: string; kementerian: string | null; namaTampilan: string }[];
      }
    ).users.map((user) => [user.email, user]),
  );
  for (const record of ledger.users.values()) {
    const user = users.get(record.email);
    const sure = (property: string) => !record.pending.has(property);
    if (sure('exists') && record.exists !== Boolean(user))
      problems.push(`${record.email}: exists=${Boolean(user)}, acknowledged ${record.exists}`);
    if (!user || !record.exists) continue;
    if (record.role && sure('role') && user.role !== record.role)
      problems.push(`${record.email}: role ${user.role}, acknowledged ${record.role}`);
    if (record.kementerian !== undefined && sure('kementerian'))
      if (user.kementerian !== record.kementerian)
        problems.push(`${record.email}: kementerian ${user.kementerian}`);
    if (record.name && sure('name') && user.namaTampilan !== record.name)
      problems.push(`${record.email}: name ${user.namaTampilan}, acknowledged ${record.name}`);
    if (record.session && sure('session')) {
      const session = await http.request('GET', '/api/auth/session', {
        cookie: record.session.cookie,
      });
      const valid = (session.body as { user: unknown }).user !== null;
      if (valid !== record.session.valid)
        problems.push(
          `${record.email}: session valid=${valid}, acknowledged ${record.session.valid}`,
        );
    }
    if (record.cycle === signInCycle && user.role === 'admin' && sure('role')) {
      const candidates = sure('password')
        ? [record.password]
        : [record.password, record.pendingPassword!];
      let signedIn = false;
      for (const password of candidates) {
        const reply = await http.request('POST', '/api/auth/login', {
          body: { email: record.email, password },
        });
        signedIn ||= reply.status === 200;
      }
      if (!signedIn) problems.push(`${record.email}: the acknowledged password does not sign in`);
    }
  }
  return problems;
}

export async function checkFormFields(http: CrashHttp, ledger: Ledger) {
  const problems: string[] = [];
  const fields = (
    (await http.request('GET', '/api/berkas/form-fields')).body as {
      items: { id: string; label: string }[];
    }
  ).items;
  const byId = new Map(fields.map((field) => [field.id, field]));
  for (const record of ledger.fields.values()) {
    const field = byId.get(record.id);
    if (!record.pending.has('exists') && record.exists !== Boolean(field))
      problems.push(
        `question ${record.id}: exists=${Boolean(field)}, acknowledged ${record.exists}`,
      );
    if (!field || !record.exists) continue;
    const labels = record.pending.has('label')
      ? [record.label, record.pendingLabel]
      : [record.label];
    if (!labels.includes(field.label))
      problems.push(
        `question ${record.id}: label "${field.label}", acknowledged "${record.label}"`,
      );
  }
  const order = ledger.order;
  if (order) {
    // Questions added or deleted later do not change the relative order of the others.
    const present = fields.map((field) => field.id);
    const kept = (ids: string[]) =>
      present.filter((id) => ids.includes(id)).join() === ids.filter((id) => byId.has(id)).join();
    if (!kept(order.ids) && !(order.pending && kept(order.pending)))
      problems.push('the acknowledged order of the questions is lost');
  }
  return problems;
}

/** Every file and row on disk: nothing half-made, nothing orphaned, the database intact. */
export function checkDisk(dataDir: string): string[] {
  const problems: string[] = [];
  const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') problems.push(`integrity_check: ${String(integrity)}`);
    const foreign = db.pragma('foreign_key_check') as unknown[];
    if (foreign.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(foreign)}`);
    const rows = db.prepare('SELECT id, path FROM stored_files').all() as {
      id: string;
      path: string;
    }[];
    const root = path.join(dataDir, 'files');
    const paths = new Set(rows.map((row) => path.normalize(row.path)));
    const onDisk = fs.existsSync(root)
      ? fs
          .readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      : [];
    for (const file of onDisk) {
      if (file.endsWith('.part')) problems.push(`.part file left: ${file}`);
      else if (!paths.has(file)) problems.push(`file no row references: ${file}`);
    }
    const present = new Set(onDisk);
    for (const row of rows)
      if (!present.has(path.normalize(row.path))) problems.push(`row ${row.id} without its file`);
    const ids = new Set(rows.map((row) => row.id));
    const linked = db
      .prepare(
        `SELECT answers AS text FROM submissions UNION ALL SELECT final_response FROM submissions
         WHERE final_response IS NOT NULL UNION ALL SELECT answers FROM submission_versions`,
      )
      .all() as { text: string }[];
    for (const { text } of linked)
      for (const match of text.matchAll(FILE_LINK))
        if (!ids.has(match[1]!)) problems.push(`a link to file ${match[1]} that has no row`);
  } finally {
    db.close();
  }
  return problems;
}
