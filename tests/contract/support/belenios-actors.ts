import { expect } from 'vitest';
import {
  type ArchiveContents,
  ArchiveWriter,
  archiveHash,
  ownedText,
  readArchive,
} from '../../../src/shared/evoting/belenios/archive';
import { createBallot } from '../../../src/shared/evoting/belenios/ballot';
import type { Plaintext } from '../../../src/shared/evoting/belenios/ballot-json';
import {
  derivePublicCredential,
  generatePrivateCredential,
  publicCredentialToString,
} from '../../../src/shared/evoting/belenios/credential';
import {
  type BeleniosElection,
  parseElection,
} from '../../../src/shared/evoting/belenios/election';
import { BELENIOS_2048 } from '../../../src/shared/evoting/belenios/group';
import {
  computePartialDecryption,
  parseEncryptedTally,
  serializePartialDecryption,
} from '../../../src/shared/evoting/belenios/partial-decryption';
import {
  openDecryptionKeyShare,
  thresholdStep3,
  thresholdStep5,
} from '../../../src/shared/evoting/belenios/threshold-keygen';
import {
  generateThresholdSeed,
  makeCertificate,
  serializeSignedMessage,
  signedMessageFromJson,
} from '../../../src/shared/evoting/belenios/threshold-trustee';
import { type StepId, verifyRecord } from '../../../src/shared/evoting/belenios/verify-record';
import { ABSTAIN } from '../../../src/shared/evoting/ballot';
import type { apiClient, ApiResponse, Caller } from './api-client';
import type { ElectionOverHttp } from './election-over-http';
import { newVoter, registerVoter } from './voter-helpers';

/**
 * The portal's own Belenios client code driven from Node as the browsers run it (issue 34), for
 * the contract test of a whole election over the embedded server's HTTP API: a trustee (its step-1
 * seed kept in memory, as its key file would be), a voter (its private credential likewise), and
 * the steps around them. Only the shared library computes; nothing here runs belenios-tool.
 */

type Api = ReturnType<typeof apiClient>;
/** The API client and the server's address (binary downloads and exact texts bypass the client). */
export interface PortalHttp {
  api: Api;
  url: string;
}

const id = encodeURIComponent;
/** The contract's paths, written out until src/shared/evoting/belenios-paths.ts lands. */
export const BELENIOS_API = {
  committee: (eventId: string, rest: 'wali' | 'kredensial') =>
    `/api/panitia/${id(eventId)}/${rest}`,
  trustee: (eventId: string, step?: TrusteeStep) =>
    `/api/wali/${id(eventId)}${step === undefined ? '' : `/${step}`}`,
  trusteeSignIn: '/api/wali/masuk',
  voter: (eventId: string, rest: 'belenios' | 'kredensial' | 'surat-suara') =>
    `/api/pemilih/pemilihan/${id(eventId)}/${rest}`,
  box: (eventId: string) => `/api/pemilihan/${id(eventId)}/kotak-suara`,
  archive: (eventId: string) => `/api/pemilihan/${id(eventId)}/arsip`,
} as const;

export type TrusteeStep = 'sertifikat' | 'polinomial' | 'verifikasi' | 'dekripsi';

/** `GET /api/panitia/:eventId/wali`. */
export interface TrusteeStatus {
  uuid: string;
  ambang: number;
  tahap: 'sertifikat' | 'polinomial' | 'verifikasi' | 'siap' | 'dekripsi' | 'hasil';
  wali: {
    posisi: number;
    nama: string;
    jenis: 'panitia' | 'saksi';
    sertifikat: boolean;
    polinomial: boolean;
    verifikasi: boolean;
    dekripsi: boolean;
  }[];
}

/** `GET /api/wali/:eventId`: one trustee's own view. */
export interface TrusteeView {
  uuid: string;
  posisi: number;
  n: number;
  ambang: number;
  tahap: TrusteeStatus['tahap'];
  nama: string;
  sertifikat: string[] | null;
  vinput: string | null;
  dkey: string | null;
  tallyTerenkripsi: string | null;
  sudah: Record<'sertifikat' | 'polinomial' | 'verifikasi' | 'dekripsi', boolean>;
}

/** `GET /api/pemilih/pemilihan/:eventId/belenios`. */
export interface VoterBeleniosView {
  uuid: string;
  pemilihan: string | null;
  kredensial: boolean;
  tracker: string | null;
}

/** `GET /api/pemilihan/:eventId/kotak-suara`. */
export interface BallotBox {
  uuid: string;
  sidikJari: string | null;
  tracker: string[];
}

/** The committee's view of the trustees (`GET /api/panitia/:eventId/wali`). */
export async function trusteeStatus(http: PortalHttp, election: ElectionOverHttp) {
  const path = BELENIOS_API.committee(election.eventId, 'wali');
  return expectOk<TrusteeStatus>(await http.api.call('GET', path, { as: election.panitia }));
}

/** The public ballot box, as a visitor reads it. */
export async function ballotBox(http: PortalHttp, eventId: string): Promise<BallotBox> {
  return expectOk<BallotBox>(await http.api.call('GET', BELENIOS_API.box(eventId)));
}

/** `PUT /api/panitia/:eventId/wali`'s answer: the status and each witness's sign-in code. */
export type NamedTrustees = TrusteeStatus & {
  saksi: { posisi: number; email: string; kodeMasuk: string }[];
};

/** The committee names the trustees: its own accounts first, then the witnesses. */
export async function nameTrustees(
  http: PortalHttp,
  election: ElectionOverHttp,
  body: { ambang: number; panitia: string[]; saksi: { nama: string; email: string }[] },
): Promise<NamedTrustees> {
  const path = BELENIOS_API.committee(election.eventId, 'wali');
  return expectOk(await http.api.call('PUT', path, { as: election.panitia, body }));
}

/** The committee's credential check: verified voters still without a public credential. */
export async function credentialStatus(http: PortalHttp, election: ElectionOverHttp) {
  const path = BELENIOS_API.committee(election.eventId, 'kredensial');
  const answer = await http.api.call('GET', path, { as: election.panitia });
  return expectOk<{ tanpaKredensial: { voterId: string }[]; jumlahKredensial: number }>(answer);
}

/** The committee schedules the election (a day ahead): voters see it and register credentials. */
export const scheduleElection = (http: PortalHttp, election: ElectionOverHttp) =>
  http.api.call('PUT', election.committee('jadwal'), {
    as: election.panitia,
    body: {
      mulai: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
      selesai: new Date(Date.now() + 25 * 60 * 60_000).toISOString(),
    },
  });

/** The committee opens the election now, for an hour. */
export const openElection = (http: PortalHttp, election: ElectionOverHttp) =>
  http.api.call('POST', election.committee('buka'), {
    as: election.panitia,
    body: { selesai: new Date(Date.now() + 60 * 60_000).toISOString() },
  });

/** A refusal in the house's shape: a 4xx (or exactly `status`) with an Indonesian sentence. */
export function expectRefused(answer: ApiResponse, status?: number): void {
  const context = JSON.stringify(answer.body);
  if (status === undefined) expect(answer.status, context).toBeGreaterThan(399);
  else expect(answer.status, context).toBe(status);
  expect(answer.status, context).toBeLessThan(500);
  const { error } = answer.body as { error: { code: string; message: string } };
  expect(error.code).toMatch(/^[A-Z_]+$/);
  expect(error.message).toMatch(/[a-z]{3,}.*\.$/i);
  // A cheap guard against an English fallback slipping through.
  expect(error.message).not.toMatch(/\b(the|not|invalid|error)\b/i);
}

/** The body of a 2xx answer; throws with the answer otherwise. */
export function expectOk<T>(answer: ApiResponse, status = 200, what = 'request'): T {
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

/** POSTs `text` as the JSON body, byte for byte (the booth sends the ballot's exact text). */
export async function postText(
  http: PortalHttp,
  path: string,
  as: Caller,
  text: string,
): Promise<ApiResponse> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/json',
  };
  if (as.cookie) headers.cookie = as.cookie;
  const response = await fetch(`${http.url}${path}`, { method: 'POST', headers, body: text });
  const raw = await response.text();
  let body: unknown = raw;
  try {
    body = raw ? JSON.parse(raw) : undefined;
  } catch {
    // Not JSON: keep the text for the failure message.
  }
  return { status: response.status, body, headers: response.headers };
}

/** The public record `UUID.bel` as a visitor downloads it. */
export async function downloadArchive(http: PortalHttp, eventId: string) {
  const response = await fetch(`${http.url}${BELENIOS_API.archive(eventId)}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200)
    throw new Error(`arsip: ${response.status} ${new TextDecoder().decode(bytes)}`);
  return { bytes, headers: response.headers };
}

/** election.json as published in the record (what a trustee's page reads to decrypt). */
async function publishedElection(http: PortalHttp, eventId: string): Promise<BeleniosElection> {
  return parseElection(readArchive((await downloadArchive(http, eventId)).bytes).election);
}

/**
 * A threshold trustee's browser: step 1's certificate, step 3's polynomial once every certificate
 * is in, step 5's voutput from its vinput, and its partial decryption of the encrypted tally
 * with the key share opened from its dkey. Each step reads the trustee's own view first.
 */
export function trusteeActor(
  http: PortalHttp,
  caller: Caller,
  eventId: string,
  /** The key file's seed: a new one, or the one a trustee's saved file holds (`benih`). */
  seed: string = generateThresholdSeed(),
) {
  const group = BELENIOS_2048;
  const view = async () =>
    expectOk<TrusteeView>(
      await http.api.call('GET', BELENIOS_API.trustee(eventId), { as: caller }),
    );
  const certificates = (v: TrusteeView) => {
    if (v.sertifikat === null) throw new Error('Sertifikat para wali belum lengkap.');
    return v.sertifikat.map((text) => signedMessageFromJson(JSON.parse(text)));
  };
  const send = (step: TrusteeStep, text: string) =>
    http.api.call('POST', BELENIOS_API.trustee(eventId, step), {
      as: caller,
      body: { [step]: text },
    });
  const sent = async (step: TrusteeStep, text: string) => {
    expectOk(await send(step, text), 200, `wali ${step}`);
  };
  return {
    caller,
    /** The key file's secret, for tests that look for it where it must never be. */
    seed,
    view,
    send,
    async certify() {
      await sent('sertifikat', serializeSignedMessage(makeCertificate(group, seed)));
    },
    async sharePolynomial() {
      const v = await view();
      await sent('polinomial', thresholdStep3(group, certificates(v), seed, v.ambang));
    },
    async verifyShares() {
      const v = await view();
      if (v.vinput === null) throw new Error('vinput belum tersedia.');
      await sent('verifikasi', thresholdStep5(group, certificates(v), seed, v.vinput));
    },
    /** The serialized partial decryption, not sent (the test decides what to post). */
    async partialDecryption(): Promise<string> {
      const v = await view();
      if (v.dkey === null || v.tallyTerenkripsi === null)
        throw new Error('Kunci atau tally terenkripsi belum tersedia.');
      // The dkey is the encrypted_msg text itself; a JSON-quoted copy of it is read the same.
      const dkey = v.dkey.startsWith('"') ? (JSON.parse(v.dkey) as string) : v.dkey;
      const share = openDecryptionKeyShare(group, certificates(v), seed, dkey);
      const election = await publishedElection(http, eventId);
      const tally = parseEncryptedTally(v.tallyTerenkripsi);
      return serializePartialDecryption(computePartialDecryption(election, tally, share));
    },
  };
}
export type TrusteeActor = ReturnType<typeof trusteeActor>;

/** A choice: a candidate's index in ballot-number order, or abstain. */
export type Choice = number | typeof ABSTAIN;

/** The plaintext of a one-question ballot: blank (abstain) first when the question allows it. */
export function choicePlaintext(election: BeleniosElection, choice: Choice): Plaintext {
  const question = election.questions[0];
  if (question === undefined || election.questions.length !== 1)
    throw new Error('Pemilihan portal berisi tepat satu pertanyaan.');
  const answers = question.answers.map((_, i) => (i === choice ? 1 : 0));
  if (!question.blank) return [answers];
  return [[choice === ABSTAIN ? 1 : 0, ...answers]];
}

/**
 * A voter's browser: its private credential (generated here unless given), the public part
 * registered for the election's UUID, and ballots made from the published election.json.
 */
export function voterActor(
  http: PortalHttp,
  caller: Caller,
  eventId: string,
  privateCredential: string = generatePrivateCredential(),
) {
  const view = async () =>
    expectOk<VoterBeleniosView>(
      await http.api.call('GET', BELENIOS_API.voter(eventId, 'belenios'), { as: caller }),
    );
  return {
    caller,
    privateCredential,
    view,
    /** PUTs the public credential g^s; the answer is the test's to judge. */
    async register(): Promise<ApiResponse> {
      const { uuid } = await view();
      const publik = publicCredentialToString(
        derivePublicCredential(BELENIOS_2048, uuid, privateCredential),
      );
      return http.api.call('PUT', BELENIOS_API.voter(eventId, 'kredensial'), {
        as: caller,
        body: { publik },
      });
    },
    /** The exact text of a ballot for `choice`, made with this voter's credential. */
    async ballot(choice: Choice): Promise<string> {
      const { pemilihan } = await view();
      if (pemilihan === null) throw new Error('election.json belum diterbitkan.');
      const election = parseElection(pemilihan);
      return createBallot(election, privateCredential, choicePlaintext(election, choice)).text;
    },
    cast: (text: string) =>
      postText(http, BELENIOS_API.voter(eventId, 'surat-suara'), caller, text),
  };
}
export type VoterActor = ReturnType<typeof voterActor>;

/** `count` voters registered over HTTP and put on the election's verified roll by its committee. */
export async function rollOverHttp(
  http: PortalHttp,
  election: ElectionOverHttp,
  count: number,
): Promise<Caller[]> {
  const callers: Caller[] = [];
  for (let i = 0; i < count; i += 1) {
    const input = newVoter({ namaLengkap: `Pemilih Belenios ${i + 1}` });
    callers.push(await registerVoter(http.api, input));
    const added = await http.api.call('POST', election.committee('pemilih'), {
      as: election.panitia,
      body: { nim: input.nim, namaLengkap: input.namaLengkap },
    });
    expectOk(added, 201, 'pemilih');
  }
  return callers;
}

/** The signed-in committee account's user id (its session, as the pages read it). */
export async function userIdOf(http: PortalHttp, caller: Caller): Promise<string> {
  const answer = await http.api.call('GET', '/api/auth/session', { as: caller });
  return expectOk<{ user: { id: string } }>(answer).user.id;
}

/** A witness signs in with the code the committee handed over; their `bem_wali` cookie. */
export async function witnessSignIn(http: PortalHttp, email: string, kode: string) {
  const answer = await http.api.call('POST', BELENIOS_API.trusteeSignIn, { body: { email, kode } });
  const body = expectOk<{ eventId: string; posisi: number }>(answer, 200, 'wali masuk');
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => /^(__Host-)?bem_wali=/.test(pair));
  if (cookie === undefined) throw new Error('Tidak ada cookie bem_wali.');
  return { ...body, caller: { cookie } satisfies Caller };
}

/** The text with its digit at `at` changed (4 ↔ 5, else to 4): the JSON still reads. */
const swapDigit = (text: string, at: number): string =>
  text.slice(0, at) + (text.charAt(at) === '4' ? '5' : '4') + text.slice(at + 1);

/** The text with one digit of the first number after `marker` changed (its 11th). */
export function changeDigit(text: string, marker: string): string {
  const start = text.indexOf(marker);
  if (start < 0) throw new Error(`Penanda ${marker} tidak ditemukan.`);
  return swapDigit(text, start + marker.length + 10);
}

/** Where `changeMiddleDigit` changes `text`: the first digit from its middle on. */
function middleDigit(text: string): number {
  const middle = Math.floor(text.length / 2);
  const at = text.slice(middle).search(/[0-9]/);
  if (at < 0) throw new Error('Tidak ada angka untuk diubah.');
  return middle + at;
}

export const changeMiddleDigit = (text: string): string => swapDigit(text, middleDigit(text));

/**
 * A copy of `bel` whose data file holding `text` has that same byte changed: the file keeps
 * its name, which is no longer its hash.
 */
export function tamperedByte(bel: Uint8Array, text: string): Uint8Array {
  const copy = Buffer.from(bel);
  const header = copy.indexOf(`${archiveHash(text)}.data.json`);
  if (header < 0 || header % 512 !== 0) throw new Error('Berkas data tidak ditemukan di arsip.');
  const at = header + 512 + Buffer.byteLength(text.slice(0, middleDigit(text)));
  copy[at] = copy[at] === 0x34 ? 0x35 : 0x34;
  return new Uint8Array(copy);
}

/** What the tampering tests change: the first ballot, the first partial decryption, the result. */
export type RecordPart = 'ballot' | 'partial' | 'result';

export function partOf(c: ArchiveContents, part: RecordPart): string {
  const text =
    part === 'ballot'
      ? c.ballots[0]
      : part === 'partial'
        ? c.partialDecryptions[0]?.decryption
        : c.result;
  if (text === undefined) throw new Error(`Arsip tidak berisi bagian ${part}.`);
  return text;
}

/**
 * The record rewritten by ArchiveWriter with `part` replaced by `text`: names and chain
 * consistent, so only the checks of the content itself can find the change.
 */
export function rebuiltWith(c: ArchiveContents, part: RecordPart, text: string): Uint8Array {
  const w = new ArchiveWriter(c.timestamp);
  w.setup(c.election, c.trustees, c.credentials);
  for (const [i, b] of c.ballots.entries()) w.ballot(part === 'ballot' && i === 0 ? text : b);
  w.endBallots();
  if (c.encryptedTally === undefined) throw new Error('Arsip belum berisi tally.');
  w.encryptedTally(c.encryptedTally.tally, c.encryptedTally.sized);
  for (const [i, p] of c.partialDecryptions.entries()) {
    if (part === 'partial' && i === 0) {
      const { owner } = JSON.parse(p.owned) as { owner: number };
      w.partialDecryption(text, ownedText(owner, text));
    } else w.partialDecryption(p.decryption, p.owned);
  }
  w.result(part === 'result' ? text : (c.result ?? ''));
  return w.bytes();
}

/** The ids of the portal verifier's failed steps. */
export const failedSteps = (bytes: Uint8Array): StepId[] =>
  verifyRecord(bytes)
    .steps.filter((s) => s.status === 'failed')
    .map((s) => s.id);
