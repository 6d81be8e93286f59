import { getDoc, type Transaction, type WriteBatch } from 'firebase/firestore';
import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
import { duplicateCredentials, readCredentialCensus } from './belenios-credential-list';
import { beleniosRefs, setupFromDoc } from './belenios-docs';
import { electionTextNow, type BeleniosTextChange } from './belenios-election-text';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';

/** Seconds "Buka sekarang" puts its start ahead of this browser's clock (see `openingInstant`). */
export const OPENING_LEAD_SECONDS = 5;

/**
 * The start "Buka sekarang" writes for a Belenios election: a whole second a few seconds ahead.
 * Its setup's `dibukaUnix` (the archive's timestamp) must equal the start in seconds, which the
 * rules compare in the same batch; a server timestamp is unknown to the browser when it writes,
 * so the start is an explicit time, which the rules accept from request.time on. The lead covers
 * the write's travel and a clock a little behind the server's.
 */
export function openingInstant(now: number): string {
  return new Date((Math.ceil(now / 1000) + OPENING_LEAD_SECONDS) * 1000).toISOString();
}

/**
 * A Belenios election's own conditions to open, as the embedded server's openProblem
 * (trustee-setup-service.ts) with its messages: trustees named when the election is marked
 * `terenkripsi` (every election made since trustees are mandatory), every trustee done with the
 * key generation, and a public credential for every verified voter; and, which the embedded
 * server ensures at each registration but the rules cannot, no public credential shared by two
 * voters. Null for an election made before the mark without a setup (plaintext-legacy).
 */
export async function beleniosOpenProblem(
  h: FirebaseHandles,
  eventId: string,
  terenkripsi: boolean,
): Promise<string | null> {
  const setup = setupFromDoc(
    (await translated(() => getDoc(beleniosRefs(h).setup(eventId)))).data(),
  );
  if (!setup) return terenkripsi ? BELENIOS_MESSAGES.trusteesRequired : null;
  if (!setup.trusteesJson) return BELENIOS_MESSAGES.notReady;
  const census = await readCredentialCensus(h, eventId);
  const missing = census.verified.filter((e) => !census.credentials.has(e.voterId)).length;
  if (missing > 0) return BELENIOS_MESSAGES.credentialsMissing(missing);
  const shared = duplicateCredentials(census);
  return shared > 0 ? BELENIOS_MESSAGES.duplicateCredentials(shared) : null;
}

/** Where the setup's update goes: the change's batch, or its transaction (the candidates'). */
export type SetupWriter = WriteBatch | Transaction;

/** A batch has `commit`; a transaction is committed by runTransaction. */
const isBatch = (writer: SetupWriter): writer is WriteBatch => 'commit' in writer;

/**
 * The setup's part of a batch that changes the schedule, the abstain setting or a candidate
 * before the opening: `dibukaUnix` follows the start, and election.json, once the keys exist,
 * is built again from the candidates and abstain as the change leaves them. The rules freeze the
 * setup at `mulai`, so what the last such batch wrote is what the election opens with, whether
 * or not a browser is there. Null for an election without a setup (nothing to add).
 */
export async function beleniosSetupChange(
  h: FirebaseHandles,
  eventId: string,
  change: { mulai: string | null } & BeleniosTextChange,
): Promise<((writer: SetupWriter) => void) | null> {
  const ref = beleniosRefs(h).setup(eventId);
  const setup = setupFromDoc((await translated(() => getDoc(ref))).data());
  if (!setup) return null;
  const { trusteesJson } = setup;
  const electionJson = trusteesJson
    ? await electionTextNow(h, eventId, { uuid: setup.uuid, trusteesJson }, change)
    : null;
  const dibukaUnix = change.mulai ? Math.floor(Date.parse(change.mulai) / 1000) : null;
  const fields = { electionJson, dibukaUnix };
  return (writer) => {
    // The union's two overloaded `update`s cannot be called as one: each as itself.
    if (isBatch(writer)) writer.update(ref, fields);
    else writer.update(ref, fields);
  };
}
