import { getDoc, getDocs, runTransaction, writeBatch } from 'firebase/firestore';
import {
  BELENIOS_MESSAGES,
  committeeCredentialsInput,
  trusteesInput,
} from '../../../../shared/evoting/belenios-election';
import { parsePublicCredential } from '../../../../shared/evoting/belenios/credential';
import { generateElectionUuid } from '../../../../shared/evoting/belenios/election-setup';
import { BELENIOS_2048 } from '../../../../shared/evoting/belenios/group';
import { EVOTING_HISTORY } from '../../../../shared/evoting/election-history';
import { isFrozen } from '../../../../shared/evoting/election-state';
import type { BeleniosCommitteeApi, TrusteeStatus } from '../belenios-committee-api';
import { BackendError } from '../backend-error';
import { historiDoc } from './histori-writer';
import { beleniosRefs, credentialFromDoc, setupFromDoc } from './belenios-docs';
import { freezeCredentialList, readCredentialCensus } from './belenios-credential-list';
import { advanceKeyGeneration } from './belenios-key-generation';
import { ensureTally, isFrozenSetup, readTally } from './belenios-tally';
import { readKeyGeneration, trusteeStageOf } from './belenios-trustee-reads';
import { committeeContext, evotingRefs, refuse } from './evoting-access';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { validInput } from './validate-input';
import { sendWitnessLink } from './witness-link';

/** The embedded server's 409 with a message (its `refused`). */
const refused = (message: string) => refuse.conflict(message);

/** A public credential as both backends keep it: a group element, in canonical decimal. */
function checkedCredential(publik: string): string {
  try {
    const { credential, weight } = parsePublicCredential(BELENIOS_2048, publik);
    if (weight !== 1n || credential.toString() !== publik) throw new Error('not canonical');
    return publik;
  } catch {
    throw refuse.field('publik', BELENIOS_MESSAGES.badCredential);
  }
}

/**
 * A Belenios election's committee side on Firestore (docs/FIREBASE.md, "Belenios elections"):
 * the embedded server's trustee-setup-service.ts and credential-service.ts decisions, in their
 * order and with their messages, taken in the committee's browser; the rules refuse the same
 * writes with request.time. Reading the trustees' status also runs what the embedded server
 * runs by itself: Belenios' steps 4 and 6 when a step is complete, and the public credential
 * list once the election is open (belenios-key-generation.ts, belenios-credential-list.ts).
 */
export function createFirebaseBeleniosCommitteeApi(h: FirebaseHandles): BeleniosCommitteeApi {
  const refs = beleniosRefs(h);

  const status = async (eventId: string): Promise<TrusteeStatus | null> => {
    const { election } = await committeeContext(h, eventId);
    const state = await readKeyGeneration(h, eventId);
    const { setup } = state;
    if (!setup) return null;
    const [decryptions, result] = await translated(() =>
      Promise.all([getDocs(refs.decryptions(eventId)), getDoc(refs.result(eventId))]),
    );
    const decrypted = new Set(decryptions.docs.map((d) => d.id));
    return {
      uuid: setup.uuid,
      ambang: setup.ambang,
      tahap: trusteeStageOf(state, election.state === 'selesai', result.exists()),
      wali: state.trustees.map((t) => ({
        posisi: t.posisi,
        nama: t.nama,
        jenis: t.jenis,
        sertifikat: t.sertifikat !== null,
        polinomial: t.polinomial !== null,
        verifikasi: t.verifikasi !== null,
        dekripsi: decrypted.has(String(t.posisi)),
      })),
    };
  };

  /** The tally of a closed election whose texts are all written, when nobody made it yet. */
  const tallyWhenReady = async (eventId: string) => {
    const setup = setupFromDoc((await translated(() => getDoc(refs.setup(eventId)))).data());
    if (isFrozenSetup(setup) && !(await readTally(h, eventId))) await ensureTally(h, eventId);
  };

  return {
    async trusteeStatus(eventId) {
      const before = await status(eventId);
      if (!before) return null;
      const advanced = await advanceKeyGeneration(h, eventId);
      const frozen = await freezeCredentialList(h, eventId);
      // After the close the tally too (once, after the list it counts by): the trustees can
      // decrypt without waiting for "Publikasikan Hasil", as on the embedded server.
      if (before.tahap === 'dekripsi') await tallyWhenReady(eventId);
      return advanced === 'vinput' || advanced === 'trustees' || frozen !== null
        ? status(eventId)
        : before;
    },

    async nameTrustees(eventId, raw) {
      const input = validInput(trusteesInput, raw);
      const n = input.panitia.length + input.saksi.length;
      if (n === 0) throw refuse.field('panitia', BELENIOS_MESSAGES.noTrustees);
      if (n > 12) throw refuse.field('panitia', BELENIOS_MESSAGES.tooManyTrustees);
      if (input.ambang > n) throw refuse.field('ambang', BELENIOS_MESSAGES.thresholdTooHigh);
      const emails = input.saksi.map((s) => s.email);
      if (
        new Set(input.panitia).size !== input.panitia.length ||
        new Set(emails).size !== emails.length
      )
        throw new BackendError('VALIDATION', BELENIOS_MESSAGES.duplicateTrustee, 400);
      const { actor, election, committee } = await committeeContext(h, eventId);
      if (isFrozen(election.state)) throw refused(BELENIOS_MESSAGES.trusteesFrozen);
      const members = input.panitia.map((uid) => {
        const member = committee.members.find((m) => m.id === uid);
        if (!member) throw new BackendError('VALIDATION', BELENIOS_MESSAGES.notCommittee, 400);
        return member;
      });
      const before = await readKeyGeneration(h, eventId);
      if (before.setup && before.trustees.some((t) => t.sertifikat !== null))
        throw refused(BELENIOS_MESSAGES.trusteesStarted);
      const trustees = [
        ...members.map((m) => ({
          nama: m.namaTampilan,
          jenis: 'panitia' as const,
          uid: m.id,
          email: null,
        })),
        ...input.saksi.map((s) => ({
          nama: s.nama,
          jenis: 'saksi' as const,
          uid: null,
          email: s.email,
        })),
      ];
      const empty = { sertifikat: null, polinomial: null, vinput: null, verifikasi: null };
      // One batch: the setup, each position's access and empty messages, and the history entry.
      // An earlier, longer list's extra positions are removed (allowed while no trustee began).
      await translated(async () => {
        const batch = writeBatch(h.db);
        batch.set(refs.setup(eventId), {
          uuid: before.setup?.uuid ?? generateElectionUuid(),
          ambang: input.ambang,
          trusteesJson: null,
          electionJson: null,
          credentialsJson: null,
          // The archive's timestamp is the schedule's start, when there is one already.
          dibukaUnix: election.mulai ? Math.floor(Date.parse(election.mulai) / 1000) : null,
        });
        trustees.forEach((t, i) => {
          batch.set(refs.access(eventId, i + 1), { jenis: t.jenis, uid: t.uid, email: t.email });
          batch.set(refs.trustee(eventId, i + 1), { nama: t.nama, jenis: t.jenis, ...empty });
        });
        for (const old of before.trustees.filter((t) => t.posisi > trustees.length)) {
          batch.delete(refs.access(eventId, old.posisi));
          batch.delete(refs.trustee(eventId, old.posisi));
        }
        batch.set(
          evotingRefs(h).histori(),
          historiDoc(
            actor,
            actor.id,
            EVOTING_HISTORY.trusteesNamed(election.nama, n, input.ambang),
          ),
        );
        await batch.commit();
      });
      // No sign-in codes here: each witness is mailed a sign-in link to the address named, for
      // their position (witness-link.ts). A failed send leaves the naming done; naming again
      // (allowed until a trustee begins) sends the links again.
      await Promise.all(
        input.saksi.map((s, i) =>
          sendWitnessLink(h.auth, h.config, s.email, eventId, members.length + i + 1, {
            remember: false,
          }),
        ),
      );
      const named = await status(eventId);
      if (!named) throw refuse.notFound();
      return { ...named, saksi: [] };
    },

    async credentialStatus(eventId) {
      await committeeContext(h, eventId);
      const census = await readCredentialCensus(h, eventId);
      const tanpa = census.verified.filter((entry) => !census.credentials.has(entry.voterId));
      return {
        tanpaKredensial: tanpa.map((e) => ({
          voterId: e.voterId,
          nim: e.nim,
          nama: e.namaLengkap,
        })),
        jumlahKredensial: census.verified.length - tanpa.length,
      };
    },

    async issueCredentials(eventId, raw) {
      const { kredensial } = validInput(committeeCredentialsInput, { kredensial: raw });
      const entries = kredensial.map((k) => ({
        voterId: k.voterId,
        publik: checkedCredential(k.publik),
      }));
      if (new Set(entries.map((e) => e.publik)).size !== entries.length)
        throw refused(BELENIOS_MESSAGES.credentialTaken);
      const { actor, election } = await committeeContext(h, eventId);
      const setup = setupFromDoc((await translated(() => getDoc(refs.setup(eventId)))).data());
      if (!setup) throw refused(BELENIOS_MESSAGES.notBelenios);
      if (isFrozen(election.state)) throw refused(BELENIOS_MESSAGES.credentialsFrozen);
      const census = await readCredentialCensus(h, eventId);
      const verified = new Set(census.verified.map((e) => e.voterId));
      const used = new Set(census.credentials.values());
      for (const { voterId, publik } of entries) {
        if (!verified.has(voterId)) throw refused(BELENIOS_MESSAGES.voterNotVerified);
        if (census.credentials.has(voterId)) throw refused(BELENIOS_MESSAGES.credentialExists);
        if (used.has(publik)) throw refused(BELENIOS_MESSAGES.credentialTaken);
      }
      // A transaction that reads each voter's document again: a credential the voter registered
      // meanwhile is never overwritten (the rules also allow the committee only a create).
      await translated(() =>
        runTransaction(h.db, async (tx) => {
          const fresh = await Promise.all(
            entries.map(async (e) =>
              credentialFromDoc((await tx.get(refs.credential(eventId, e.voterId))).data()),
            ),
          );
          if (fresh.some((publik) => publik !== null))
            throw refused(BELENIOS_MESSAGES.credentialExists);
          for (const { voterId, publik } of entries)
            tx.set(refs.credential(eventId, voterId), { publik });
          tx.set(
            evotingRefs(h).histori(),
            historiDoc(
              actor,
              actor.id,
              EVOTING_HISTORY.credentialsIssued(election.nama, entries.length),
            ),
          );
        }),
      );
      const had = census.verified.filter((e) => census.credentials.has(e.voterId)).length;
      return { jumlahKredensial: had + entries.length };
    },
  };
}
