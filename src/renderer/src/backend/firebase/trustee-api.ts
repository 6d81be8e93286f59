import { signOut } from 'firebase/auth';
import { getDoc, writeBatch } from 'firebase/firestore';
import { BELENIOS_MESSAGES, decryptionInput } from '../../../../shared/evoting/belenios-election';
import type { BeleniosTallyDocument } from '../../../../shared/evoting/belenios/record-from-documents';
import { parseVerificationOutput } from '../../../../shared/evoting/belenios/threshold-server';
import { BackendError } from '../backend-error';
import type { TrusteeApi, TrusteeStep, TrusteeView } from '../trustee-api';
import { accessFromDoc, beleniosRefs, tallyFromDoc } from './belenios-docs';
import { advanceKeyGeneration } from './belenios-key-generation';
import {
  checkedCertificate,
  checkedPolynomial,
  checkedVerification,
} from './belenios-trustee-checks';
import { decryptionProblem, isFrozenSetup } from './belenios-tally';
import {
  readKeyGeneration,
  trusteeStageOf,
  type KeyGenerationState,
  type PositionedTrustee,
} from './belenios-trustee-reads';
import { evotingRefs, isDocId, refuse } from './evoting-access';
import { electionFromDoc, mapDoc, type ElectionRecord } from './evoting-docs';
import type { FirebaseHandles } from './firebase-app';
import { firebaseCodeOf, translated } from './firebase-errors';
import { validInput } from './validate-input';
import {
  completeWitnessLink,
  lazyWitnessApp,
  sendWitnessLink,
  witnessLinkOf,
} from './witness-link';

interface TrusteeContext {
  /** The caller's Firebase client: the witness's own app, or the main app's account. */
  h: FirebaseHandles;
  record: ElectionRecord;
  state: KeyGenerationState;
  me: PositionedTrustee;
  tally: BeleniosTallyDocument | null;
  decrypted: boolean;
  hasResult: boolean;
}

/**
 * A trustee's own side on Firestore (docs/FIREBASE.md, "Belenios elections"): the trustee is
 * whoever `setup/wali_akses/{posisi}` names — a committee member by uid, a witness by a verified
 * e-mail address — and each message is written once into their own `setup/wali/{posisi}` (the
 * partial decryption into `tally/dekripsi/{posisi}`), after the embedded server's checks, made
 * here in their browser (belenios-trustee-checks.ts). A committee trustee's browser then runs
 * the server steps 4 and 6 when its message completes a step (belenios-key-generation.ts).
 */
export function createFirebaseTrusteeApi(
  h: FirebaseHandles,
  witnessApp: () => FirebaseHandles = lazyWitnessApp(h),
): TrusteeApi {
  /**
   * Whose session acts: a witness signed in with their link (their own app, witness-link.ts),
   * else the main app's account (a committee member named trustee).
   */
  const caller = async (): Promise<FirebaseHandles> => {
    const witness = witnessApp();
    await witness.auth.authStateReady();
    return witness.auth.currentUser ? witness : h;
  };

  /** The caller's position: the access document the rules let them read and that names them. */
  const position = async (hh: FirebaseHandles, eventId: string, state: KeyGenerationState) => {
    const refs = beleniosRefs(hh);
    await hh.auth.authStateReady();
    const user = hh.auth.currentUser;
    if (!user) throw refuse.unauthenticated();
    for (const t of state.trustees) {
      let access;
      try {
        access = accessFromDoc((await getDoc(refs.access(eventId, t.posisi))).data());
      } catch (error) {
        // Another trustee's access document: the rules refuse it to anyone but the committee.
        if (firebaseCodeOf(error) === 'permission-denied') continue;
        throw error;
      }
      const mine =
        access?.jenis === 'panitia'
          ? access.uid === user.uid
          : access?.email !== null &&
            access?.email === user.email?.toLowerCase() &&
            user.emailVerified;
      if (mine) return t;
    }
    throw new BackendError('FORBIDDEN', BELENIOS_MESSAGES.notTrustee, 403);
  };

  const context = async (eventId: string): Promise<TrusteeContext> => {
    if (!isDocId(eventId)) throw refuse.notFound();
    const electionSnap = await translated(() => getDoc(evotingRefs(h).election(eventId)));
    const record = mapDoc(electionSnap, (id, data) => electionFromDoc(id, data, Date.now()));
    if (!record) throw refuse.notFound();
    const state = await readKeyGeneration(h, eventId);
    if (!state.setup) throw new BackendError('FORBIDDEN', BELENIOS_MESSAGES.notTrustee, 403);
    const hh = await caller();
    const refs = beleniosRefs(hh);
    const me = await translated(() => position(hh, eventId, state));
    const [tally, decryption, result] = await translated(() =>
      Promise.all([
        getDoc(refs.tally(eventId)),
        getDoc(refs.decryption(eventId, me.posisi)),
        getDoc(refs.result(eventId)),
      ]),
    );
    return {
      h: hh,
      record,
      state,
      me,
      tally: tallyFromDoc(tally.data()),
      decrypted: decryption.exists(),
      hasResult: result.exists(),
    };
  };

  const viewOf = (c: TrusteeContext): TrusteeView => {
    const { record, state, me } = c;
    const { election } = record;
    const setup = state.setup!;
    const tahap = trusteeStageOf(state, election.state === 'selesai', c.hasResult);
    const opened = election.state === 'berlangsung' || election.state === 'selesai';
    const allCerts = state.trustees.every((t) => t.sertifikat !== null);
    return {
      uuid: setup.uuid,
      posisi: me.posisi,
      n: state.trustees.length,
      ambang: setup.ambang,
      nama: me.nama,
      namaPemilihan: election.nama,
      tahap,
      sertifikat: allCerts ? state.trustees.map((t) => t.sertifikat ?? '') : null,
      vinput: tahap === 'verifikasi' ? me.vinput : null,
      dkey:
        setup.trusteesJson && me.verifikasi
          ? parseVerificationOutput(me.verifikasi).privateKey
          : null,
      tallyTerenkripsi: election.state === 'selesai' ? (c.tally?.tallyJson ?? null) : null,
      pemilihan: opened ? setup.electionJson : null,
      sudah: {
        sertifikat: me.sertifikat !== null,
        polinomial: me.polinomial !== null,
        verifikasi: me.verifikasi !== null,
        dekripsi: c.decrypted,
      },
    };
  };

  /** The key generation's write: one field of the trustee's own document, once. */
  const keyStep = async (c: TrusteeContext, eventId: string, step: TrusteeStep, text: string) => {
    const { state, me } = c;
    const tahap = trusteeStageOf(state, c.record.election.state === 'selesai', c.hasResult);
    if (tahap !== step) throw refuse.conflict(BELENIOS_MESSAGES.wrongStage);
    if (me[step as 'sertifikat' | 'polinomial' | 'verifikasi'] !== null)
      throw refuse.conflict(BELENIOS_MESSAGES.alreadyDone);
    const others = state.trustees.filter((t) => t.posisi !== me.posisi);
    const n = state.trustees.length;
    const ambang = state.setup!.ambang;
    const value =
      step === 'sertifikat'
        ? checkedCertificate(text, others)
        : step === 'polinomial'
          ? checkedPolynomial(text, me, n, ambang)
          : checkedVerification(text, me, state.trustees);
    const batch = writeBatch(c.h.db);
    batch.update(beleniosRefs(c.h).trustee(eventId, me.posisi), { [step]: value });
    await translated(() => batch.commit());
    // A committee trustee's browser runs steps 4 and 6 at once (the rules let the committee
    // write them); a witness's leaves them to the committee's next look at the status.
    if (me.jenis === 'panitia' && step !== 'sertifikat')
      await advanceKeyGeneration(c.h, eventId).catch(() => 'none');
  };

  const decryptionStep = async (c: TrusteeContext, eventId: string, text: string) => {
    const setup = c.state.setup;
    const { dekripsi } = validInput(decryptionInput, { dekripsi: text });
    if (c.record.election.state !== 'selesai' || !isFrozenSetup(setup) || !c.tally)
      throw refuse.conflict(BELENIOS_MESSAGES.notClosed);
    const tahap = trusteeStageOf(c.state, true, c.hasResult);
    if (tahap !== 'dekripsi') throw refuse.conflict(BELENIOS_MESSAGES.wrongStage);
    if (c.decrypted) throw refuse.conflict(BELENIOS_MESSAGES.alreadyDone);
    // The rules cannot check a proof: the text is checked here, as the server checks it on
    // receipt, and the publication checks it again (both with `decryptionProblem`).
    const problem = decryptionProblem(setup, c.tally, c.me.posisi, dekripsi);
    if (problem) throw new BackendError('VALIDATION', problem, 400);
    const batch = writeBatch(c.h.db);
    batch.set(beleniosRefs(c.h).decryption(eventId, c.me.posisi), { teks: dekripsi });
    await translated(() => batch.commit());
  };

  return {
    // A witness signs in with a link mailed to the address named (witness-link.ts): no code.
    witnessSignIn: 'tautan',
    signIn: () =>
      Promise.reject(
        new BackendError('UNAVAILABLE', BELENIOS_MESSAGES.witnessSignInUnavailable, 503),
      ),
    witnessLink: (href) => witnessLinkOf(h.auth, href),
    // Asked on the witness's own page: this browser remembers the address for the link.
    sendSignInLink: (email, eventId, posisi) =>
      sendWitnessLink(witnessApp().auth, h.config, email, eventId, posisi, { remember: true }),
    completeSignInLink: (href, email) => completeWitnessLink(witnessApp().auth, href, email),
    // Ends the witness's own session only; a committee account's session stays.
    signOut: () => translated(() => signOut(witnessApp().auth)),
    async view(eventId) {
      return viewOf(await context(eventId));
    },
    async send(eventId, step, text) {
      const c = await context(eventId);
      if (step === 'dekripsi') await decryptionStep(c, eventId, text);
      else await keyStep(c, eventId, step, text);
      return viewOf(await context(eventId));
    },
  };
}
