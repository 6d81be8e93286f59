import { type ArchiveContents, readArchive, sizedEncryptedTallyText } from './archive';
import type { Ballot } from './ballot-json';
import { checkBallotText } from './ballot';
import { type PublicCredential, parsePublicCredential } from './credential';
import { type BeleniosElection, parseElection } from './election';
import {
  type PartialDecryption,
  type SizedTally,
  checkPartialDecryption,
  computeEncryptedTally,
  parsePartialDecryption,
  serializeEncryptedTally,
} from './partial-decryption';
import {
  type ElectionResult,
  type OwnedPartialDecryption,
  checkResult,
  parseResult,
} from './result';
import { type TrusteeItem, checkTrustees, electionPublicKey, parseTrustees } from './trustee-key';

/**
 * The portal's own verifier of a Belenios 2.0 election record (issue 34, "Verifikasi Pemilihan"):
 * given the bytes of `UUID.bel`, it re-checks what `belenios-tool election verify` 2.0 checks
 * (docs/BELENIOS-FORMATS.md §9; src/tool/tool_election.ml `verify`, `cast`,
 * `raw_encrypted_tally`) and, beyond the tool, that the archived encrypted tally is the one
 * recomputed from the ballots (§11.11). The answer is a list of steps with Indonesian labels so
 * a page can show which part of the record holds and, when one does not, why; a step whose
 * input failed earlier is reported as skipped rather than guessed.
 */

export type StepId =
  | 'chain'
  | 'election'
  | 'trustees'
  | 'credentials'
  | 'ballots'
  | 'tally'
  | 'decryptions'
  | 'result';

export type StepStatus = 'ok' | 'failed' | 'skipped';

export interface VerificationStep {
  id: StepId;
  /** Indonesian label for the verification page. */
  label: string;
  status: StepStatus;
  /** Why it failed or was skipped (Indonesian); absent when ok. */
  reason?: string;
}

export interface RecordVerification {
  /** True when no step failed (skipped steps, e.g. before the tally, do not count as failures). */
  ok: boolean;
  steps: VerificationStep[];
  /** Election fingerprint φ, when election.json could be read. */
  fingerprint?: string;
  /** Hex hash of the last event, which pins the whole record. */
  lastEventHash?: string;
  /** The published result, when it was checked and holds. */
  result?: ElectionResult;
}

export const STEP_LABELS: Readonly<Record<StepId, string>> = {
  chain: 'Rantai catatan pemilihan utuh',
  election: 'Data pemilihan dan sidik jarinya sah',
  trustees: 'Kunci wali amanat sah',
  credentials: 'Daftar kredensial pemilih sah',
  ballots: 'Setiap surat suara sah',
  tally: 'Penghitungan terenkripsi cocok',
  decryptions: 'Dekripsi parsial sah',
  result: 'Hasil sesuai',
};

const ORDER: readonly StepId[] = [
  'chain',
  'election',
  'trustees',
  'credentials',
  'ballots',
  'tally',
  'decryptions',
  'result',
];

/** Ballots checked so far and their total, for a worker's progress bar. */
export type VerifyProgress = (done: number, total: number) => void;

/** Thrown inside a step to fail it with a reason; anything else thrown fails it too. */
class StepFailure extends Error {}

function fail(reason: string): never {
  throw new StepFailure(reason);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Public credentials (`["CRED" | "CRED,WEIGHT", …]`) by value; duplicates are refused. */
function readCredentials(election: BeleniosElection, text: string): Map<bigint, number> {
  const json: unknown = JSON.parse(text);
  if (!Array.isArray(json)) fail('Daftar kredensial bukan larik JSON.');
  const byValue = new Map<bigint, number>();
  for (const entry of json as unknown[]) {
    if (typeof entry !== 'string') fail('Butir kredensial bukan teks.');
    const c: PublicCredential = parsePublicCredential(election.group, entry);
    if (byValue.has(c.credential)) fail('Kredensial publik ganda.');
    if (c.weight > BigInt(Number.MAX_SAFE_INTEGER)) fail('Bobot kredensial terlalu besar.');
    byValue.set(c.credential, Number(c.weight));
  }
  return byValue;
}

/** The trustees' keys by owner index (1-based over the flattened list, Belenios' numbering). */
function ownerKeys(trustees: readonly TrusteeItem[]): bigint[] {
  const keys: bigint[] = [];
  for (const t of trustees) {
    if (t.kind === 'single') keys.push(t.key.publicKey);
    else for (const k of t.verificationKeys) keys.push(k.publicKey);
  }
  return keys;
}

function readOwned(text: string): number {
  const json: unknown = JSON.parse(text);
  const owner: unknown =
    typeof json === 'object' && json !== null ? (json as Record<string, unknown>).owner : null;
  if (typeof owner !== 'number' || !Number.isSafeInteger(owner))
    fail('Pemilik dekripsi tidak sah.');
  return owner;
}

/**
 * Verifies a whole election record. Synchronous and pure (run it in a worker for big
 * elections); `onProgress` is called after each ballot.
 */
export function verifyRecord(bytes: Uint8Array, onProgress?: VerifyProgress): RecordVerification {
  const steps = new Map<StepId, VerificationStep>();
  const out: RecordVerification = { ok: false, steps: [] };
  /** Runs one step unless a step it needs failed; returns its value or undefined. */
  const step = <T>(id: StepId, needs: readonly StepId[], run: () => T): T | undefined => {
    const label = STEP_LABELS[id];
    const blocked = needs.find((n) => steps.get(n)?.status !== 'ok');
    if (blocked !== undefined) {
      const reason = `Tidak diperiksa: "${STEP_LABELS[blocked]}" tidak terpenuhi.`;
      steps.set(id, { id, label, status: 'skipped', reason });
      return undefined;
    }
    try {
      const value = run();
      steps.set(id, { id, label, status: 'ok' });
      return value;
    } catch (error) {
      steps.set(id, { id, label, status: 'failed', reason: message(error) });
      return undefined;
    }
  };
  const skip = (id: StepId, reason: string): void => {
    steps.set(id, { id, label: STEP_LABELS[id], status: 'skipped', reason });
  };

  const archive: ArchiveContents | undefined = step('chain', [], () => readArchive(bytes));
  if (archive !== undefined) out.lastEventHash = archive.lastEventHash;

  const election = step('election', ['chain'], () => parseElection(archive?.election ?? ''));
  if (election !== undefined) out.fingerprint = election.fingerprint;

  const trustees = step('trustees', ['election'], () => {
    const items = parseTrustees(archive?.trustees ?? '');
    if (items.length === 0) fail('Tidak ada wali amanat.');
    if (!checkTrustees(election!.group, items)) fail('Bukti kunci wali amanat tidak sah.');
    if (electionPublicKey(election!.group, items) !== election!.publicKey)
      fail('Kunci publik pemilihan bukan gabungan kunci para wali.');
    return items;
  });

  const credentials = step('credentials', ['election'], () =>
    readCredentials(election!, archive?.credentials ?? ''),
  );

  const ballots = step('ballots', ['election', 'credentials'], () => {
    const texts = archive!.ballots;
    const accepted: { ballot: Ballot; weight: number }[] = [];
    onProgress?.(0, texts.length);
    texts.forEach((text, i) => {
      const checked = checkBallotText(election!, text);
      if (!checked.ok) fail(`Surat suara ke-${i + 1}: ${checked.reason}`);
      const weight = credentials!.get(checked.ballot.credential);
      if (weight === undefined) fail(`Surat suara ke-${i + 1}: kredensial tidak terdaftar.`);
      // A re-vote with the same credential is allowed and replaces the earlier ballot
      // (CastBallot.check_credential); computeEncryptedTally keeps the last one.
      accepted.push({ ballot: checked.ballot, weight });
      onProgress?.(i + 1, texts.length);
    });
    return accepted;
  });

  let sized: SizedTally | undefined;
  if (archive !== undefined && archive.encryptedTally === undefined) {
    skip('tally', 'Pemungutan suara belum dihitung.');
  } else {
    sized = step('tally', ['ballots'], () => {
      const recomputed = computeEncryptedTally(election!, ballots!);
      const text = serializeEncryptedTally(recomputed.tally);
      const archived = archive!.encryptedTally!;
      if (archived.tally !== text)
        fail('Tally terenkripsi di arsip berbeda dari hasil perhitungan ulang surat suara.');
      const sizedText = sizedEncryptedTallyText(
        recomputed.numTallied,
        recomputed.totalWeight,
        text,
      );
      if (archived.sized !== sizedText)
        fail('Jumlah surat suara terhitung atau total bobot di arsip tidak cocok.');
      return recomputed;
    });
  }

  let partials: OwnedPartialDecryption[] | undefined;
  if (archive !== undefined && archive.partialDecryptions.length === 0) {
    skip('decryptions', 'Belum ada dekripsi parsial.');
  } else {
    partials = step('decryptions', ['trustees', 'tally'], () => {
      const keys = ownerKeys(trustees!);
      return archive!.partialDecryptions.map(({ decryption, owned }, i) => {
        const owner = readOwned(owned);
        const key = keys[owner - 1];
        if (key === undefined) fail(`Dekripsi parsial ke-${i + 1}: nomor wali ${owner} tidak ada.`);
        const pd: PartialDecryption = parsePartialDecryption(decryption);
        if (!checkPartialDecryption(election!, sized!.tally, key, pd))
          fail(`Dekripsi parsial ke-${i + 1} (wali ${owner}): bukti tidak sah.`);
        return { owner, partialDecryption: pd };
      });
    });
  }

  if (archive !== undefined && archive.result === undefined) {
    skip('result', 'Hasil belum diumumkan.');
  } else {
    out.result = step('result', ['trustees', 'tally', 'decryptions'], () => {
      const result = parseResult(archive!.result ?? '');
      if (!checkResult(election!, sized!, trustees!, partials!, result))
        fail('Hasil tidak sesuai dengan tally dan dekripsi parsial (check_result gagal).');
      return result;
    });
  }

  out.steps = ORDER.map((id) => steps.get(id) as VerificationStep);
  out.ok = out.steps.every((s) => s.status !== 'failed');
  return out;
}
