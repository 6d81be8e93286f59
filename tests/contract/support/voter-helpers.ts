import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TempServer } from '../../support/temp-server';
import type { apiClient, Caller } from './api-client';

type Api = ReturnType<typeof apiClient>;

let next = 0;
/**
 * A fresh voter's registration: a NIM of intake year 2099 (no demo voter has one) and an email
 * of a test domain, unique within the run.
 */
export function newVoter(overrides: Record<string, unknown> = {}) {
  next += 1;
  const serial = String(next).padStart(5, '0');
  return {
    namaLengkap: `Pemilih Uji ${serial}`,
    nim: `0199${serial}`,
    prodi: 'Teknokimia Nuklir',
    email: `pemilih-${serial}-${process.pid}@uji.test`,
    password: 'kunci-pemilih-uji-42',
    setujuSyarat: true,
    ...overrides,
  };
}

/** The voter cookie a response sets (`bem_pemilih=…`), as a Caller. */
export function voterCookieOf(headers: Headers): Caller {
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('bem_pemilih='));
  if (!cookie) throw new Error('no voter cookie');
  return { cookie };
}

/** Registers a voter over the API and returns their signed-in cookie. */
export async function registerVoter(api: Api, input: ReturnType<typeof newVoter>): Promise<Caller> {
  const response = await api.call('POST', '/api/pemilih/register', { body: input });
  if (response.status !== 201)
    throw new Error(`registration failed: ${response.status} ${JSON.stringify(response.body)}`);
  return voterCookieOf(response.headers);
}

/** A real JPEG of this width (sharp), as the profile page stores it: a data URL. */
export async function jpegDataUrl(width: number, height = width): Promise<string> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

/** A PNG under a JPEG label: what the server must refuse by its bytes. */
export async function pngLabelledJpeg(): Promise<string> {
  const bytes = await sharp({
    create: { width: 300, height: 300, channels: 3, background: { r: 0, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

/** The token of the newest voter reset mail to `email` in the server's outbox. */
export function voterResetToken(server: TempServer, email: string): string {
  const outbox = path.join(server.dataDir, 'outbox');
  const mails = fs
    .readdirSync(outbox)
    .filter((name) => name.includes(email))
    .sort();
  const mail = fs.readFileSync(path.join(outbox, mails.at(-1)!), 'utf8');
  const token = /\/reset-sandi-pemilih\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no voter reset link in the mail to ${email}`);
  return token;
}

/** An election stored directly (the elections' routes are another part's), with a schedule. */
export function insertElection(
  server: TempServer,
  id: string,
  schedule: { mulai: string | null; selesai: string | null },
): void {
  const at = new Date().toISOString();
  server.db
    .prepare(
      `INSERT INTO elections (id, nama, deskripsi, organisasi_id, penyelenggara, mulai, selesai,
         dibuat_pada, diperbarui_pada)
       VALUES (?, ?, '', 'org-uji', 'Hima Uji', ?, ?, ?, ?)`,
    )
    .run(id, `Pemilihan ${id}`, schedule.mulai, schedule.selesai, at, at);
}

/** Puts a voter on an election's roll with a status, as the committee would. */
export function putOnRoll(
  server: TempServer,
  electionId: string,
  voterId: string,
  status: 'menunggu' | 'terverifikasi' | 'ditolak',
): void {
  server.db
    .prepare(
      `INSERT INTO election_roll (election_id, voter_id, status, sumber, dibuat_pada)
       VALUES (?, ?, ?, 'panitia', ?)`,
    )
    .run(electionId, voterId, status, new Date().toISOString());
}
