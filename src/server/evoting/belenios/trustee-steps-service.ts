import {
  BELENIOS_MESSAGES,
  certificateInput,
  decryptionInput,
  polynomialInput,
  type TrusteeStage,
  type TrusteeView,
  verificationInput,
} from '../../../shared/evoting/belenios-election';
import { BELENIOS_2048 } from '../../../shared/evoting/belenios/group';
import {
  checkPartialDecryption,
  parseEncryptedTally,
  parsePartialDecryption,
  serializePartialDecryption,
} from '../../../shared/evoting/belenios/partial-decryption';
import {
  parsePolynomialMessage,
  parseVerificationOutput,
  thresholdStep4,
  thresholdStep6,
} from '../../../shared/evoting/belenios/threshold-server';
import {
  type SignedMessage,
  certificateKeys,
  checkCertificate,
  coefficientCommitments,
  serializeSignedMessage,
  signedMessageFromJson,
  verifySignedMessage,
} from '../../../shared/evoting/belenios/threshold-trustee';
import {
  checkTrusteePublicKey,
  parseTrustees,
  serializeTrustees,
} from '../../../shared/evoting/belenios/trustee-key';
import type { Db } from '../../db/database';
import { AppError, parseInput } from '../../http/app-error';
import { electionNotFound, refused } from '../committee-service';
import type { ElectionRepository } from '../election-repository';
import type { BeleniosRecord } from './belenios-record';
import type { BeleniosRepository, StoredTrustee } from './belenios-repository';
import { trusteeStage } from './trustee-stage';

/** Who is calling: a trustee of one election, at one position (resolved by trustee-access.ts). */
export interface TrusteeCaller {
  eventId: string;
  posisi: number;
}

const invalid = (message: string) => new AppError('VALIDATION', 400, message);

function parsed<T>(parse: () => T, message: string): T {
  try {
    return parse();
  } catch {
    throw invalid(message);
  }
}

const certOf = (t: StoredTrustee): SignedMessage =>
  signedMessageFromJson(JSON.parse(t.sertifikat!) as unknown);

/**
 * A trustee's own side of the key generation and of the decryption (issue 34 items 1 and 4;
 * Belenios' threshold protocol, spec §4.6): the trustee's browser computes every message from its
 * key file; the backend checks what is public in each, stores it once, routes what the others
 * need, and computes steps 4 and 6 when the last trustee of a step has sent theirs. A bad message
 * is refused with the reason and changes nothing.
 */
export function createTrusteeStepsService(deps: {
  db: Db;
  elections: ElectionRepository;
  belenios: BeleniosRepository;
  record: BeleniosRecord;
}) {
  const { db, elections, belenios, record } = deps;
  const group = BELENIOS_2048;

  const context = (caller: TrusteeCaller) => {
    const election = elections.find(caller.eventId);
    if (!election) throw electionNotFound();
    const stored = belenios.find(caller.eventId);
    const trustees = belenios.trustees(caller.eventId);
    const me = trustees.find((t) => t.posisi === caller.posisi);
    if (!stored || !me) throw new AppError('FORBIDDEN', 403, BELENIOS_MESSAGES.notTrustee);
    const tahap = trusteeStage(stored, trustees, election.state === 'selesai');
    return { election, stored, trustees, me, tahap };
  };

  /** One step: checks inside the write transaction, so two trustees finishing together agree. */
  const step = (
    caller: TrusteeCaller,
    expected: TrusteeStage,
    run: (c: ReturnType<typeof context>) => void,
  ) =>
    db
      .transaction(() => {
        const c = context(caller);
        if (c.tahap !== expected) throw refused(BELENIOS_MESSAGES.wrongStage);
        run(c);
      })
      .immediate();

  return {
    view(caller: TrusteeCaller): TrusteeView {
      const { election, stored, trustees, me, tahap } = context(caller);
      const allCerts = trustees.every((t) => t.sertifikat !== null);
      const frozen = record.setup(election);
      const tally = election.state === 'selesai' && frozen ? record.tally(election) : null;
      const dkey = me.verifikasi ? parseVerificationOutput(me.verifikasi).privateKey : null;
      return {
        uuid: stored.uuid,
        posisi: me.posisi,
        n: trustees.length,
        ambang: stored.ambang,
        nama: me.nama,
        namaPemilihan: election.nama,
        tahap,
        sertifikat: allCerts ? trustees.map((t) => t.sertifikat!) : null,
        vinput: tahap === 'verifikasi' ? me.vinput : null,
        dkey: stored.trusteesJson ? dkey : null,
        tallyTerenkripsi: tally?.tallyJson ?? null,
        pemilihan: frozen?.stored.electionJson ?? null,
        sudah: {
          sertifikat: me.sertifikat !== null,
          polinomial: me.polinomial !== null,
          verifikasi: me.verifikasi !== null,
          dekripsi: me.dekripsi !== null,
        },
      };
    },

    /** Step 1: the trustee's certificate (its verification and encryption keys, self-signed). */
    certificate(caller: TrusteeCaller, body: unknown): void {
      const { sertifikat } = parseInput(certificateInput, body);
      const cert = parsed(
        () => signedMessageFromJson(JSON.parse(sertifikat) as unknown),
        BELENIOS_MESSAGES.badCertificate,
      );
      if (!checkCertificate(group, cert)) throw invalid(BELENIOS_MESSAGES.badCertificate);
      const text = serializeSignedMessage(cert);
      const keys = certificateKeys(cert);
      step(caller, 'sertifikat', ({ trustees, me }) => {
        if (me.sertifikat) throw refused(BELENIOS_MESSAGES.alreadyDone);
        const taken = trustees.some((t) => {
          if (!t.sertifikat) return false;
          const other = certificateKeys(certOf(t));
          return other.verification === keys.verification || other.encryption === keys.encryption;
        });
        if (taken) throw refused(BELENIOS_MESSAGES.duplicateCertificate);
        belenios.fillStep(caller.eventId, me.posisi, 'sertifikat', text);
      });
    },

    /**
     * Step 3: the trustee's polynomial (its shares sent to each trustee over the channels, and
     * its signed commitments). The last one makes step 4: each trustee's input for step 5.
     */
    polynomial(caller: TrusteeCaller, body: unknown): void {
      const { polinomial } = parseInput(polynomialInput, body);
      const message = parsed(
        () => parsePolynomialMessage(polinomial),
        BELENIOS_MESSAGES.badPolynomial,
      );
      step(caller, 'polinomial', ({ stored, trustees, me }) => {
        if (me.polinomial) throw refused(BELENIOS_MESSAGES.alreadyDone);
        const { verification } = certificateKeys(certOf(me));
        const commitments = parsed(
          () => coefficientCommitments(message.coefexps),
          BELENIOS_MESSAGES.badPolynomial,
        );
        if (
          !verifySignedMessage(group, verification, message.coefexps) ||
          commitments.length !== stored.ambang ||
          message.secrets.length !== trustees.length
        )
          throw invalid(BELENIOS_MESSAGES.badPolynomial);
        belenios.fillStep(caller.eventId, me.posisi, 'polinomial', polinomial);
        const all = belenios.trustees(caller.eventId);
        if (all.some((t) => !t.polinomial)) return;
        const vinputs = thresholdStep4(
          group,
          all.map(certOf),
          all.map((t) => parsePolynomialMessage(t.polinomial!)),
        );
        all.forEach((t, i) => belenios.fillStep(caller.eventId, t.posisi, 'vinput', vinputs[i]!));
      });
    },

    /**
     * Step 5: the trustee's checked share (encrypted to itself) and its public verification key
     * with proof. The last one makes step 6: trustees.json, whose keys make the election's key.
     */
    verification(caller: TrusteeCaller, body: unknown): void {
      const { verifikasi } = parseInput(verificationInput, body);
      const output = parsed(
        () => parseVerificationOutput(verifikasi),
        BELENIOS_MESSAGES.badVerification,
      );
      if (!checkTrusteePublicKey(group, output.publicKey))
        throw invalid(BELENIOS_MESSAGES.badVerification);
      step(caller, 'verifikasi', ({ me }) => {
        if (me.verifikasi) throw refused(BELENIOS_MESSAGES.alreadyDone);
        belenios.fillStep(caller.eventId, me.posisi, 'verifikasi', verifikasi);
        const all = belenios.trustees(caller.eventId);
        if (all.some((t) => !t.verifikasi)) return;
        let trusteesText: string;
        try {
          const parameters = thresholdStep6(
            group,
            all.map(certOf),
            all.map((t) => parsePolynomialMessage(t.polinomial!)),
            all.map((t) => parseVerificationOutput(t.verifikasi!)),
          );
          trusteesText = serializeTrustees([{ kind: 'pedersen', ...parameters }]);
        } catch {
          // A bad key of the last one refuses only theirs; another's was checked when it came
          // (its proof), so a failure here is the last message's.
          throw invalid(BELENIOS_MESSAGES.badVerification);
        }
        belenios.setTrustees(caller.eventId, trusteesText);
      });
    },

    /** After closing: the trustee's partial decryption of the encrypted tally, with its proofs. */
    decryption(caller: TrusteeCaller, body: unknown): void {
      const { dekripsi } = parseInput(decryptionInput, body);
      const partial = parsed(
        () => parsePartialDecryption(dekripsi),
        BELENIOS_MESSAGES.badDecryption,
      );
      // Stored as the archive will hold it: the canonical text, whose hash the record names.
      if (serializePartialDecryption(partial) !== dekripsi)
        throw invalid(BELENIOS_MESSAGES.badDecryption);
      const { election } = context(caller);
      const frozen = record.setup(election);
      if (!frozen || election.state !== 'selesai') throw refused(BELENIOS_MESSAGES.notClosed);
      const tallied = record.tally(election);
      step(caller, 'dekripsi', ({ me }) => {
        if (me.dekripsi) throw refused(BELENIOS_MESSAGES.alreadyDone);
        const [item] = parseTrustees(tallied.trusteesJson!);
        const key = item?.kind === 'pedersen' ? item.verificationKeys[me.posisi - 1] : undefined;
        const tally = parseEncryptedTally(tallied.tallyJson!);
        if (!key || !checkPartialDecryption(frozen.election, tally, key.publicKey, partial))
          throw invalid(BELENIOS_MESSAGES.badDecryption);
        belenios.fillStep(caller.eventId, me.posisi, 'dekripsi', dekripsi);
      });
    },
  };
}

export type TrusteeStepsService = ReturnType<typeof createTrusteeStepsService>;
