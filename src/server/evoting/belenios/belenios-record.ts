import { BELENIOS_MESSAGES } from '../../../shared/evoting/belenios-election';
import {
  ArchiveWriter,
  ownedText,
  sizedEncryptedTallyText,
} from '../../../shared/evoting/belenios/archive';
import { parseBallot } from '../../../shared/evoting/belenios/ballot';
import { parsePublicCredential } from '../../../shared/evoting/belenios/credential';
import { type BeleniosElection, parseElection } from '../../../shared/evoting/belenios/election';
import {
  generateElectionUuid,
  makeElectionText,
  publicCredentialsText,
} from '../../../shared/evoting/belenios/election-setup';
import { BELENIOS_2048 } from '../../../shared/evoting/belenios/group';
import {
  computeEncryptedTally,
  serializeEncryptedTally,
} from '../../../shared/evoting/belenios/partial-decryption';
import { electionPublicKey, parseTrustees } from '../../../shared/evoting/belenios/trustee-key';
import type { Election } from '../../../shared/evoting/election';
import type { Db } from '../../db/database';
import type { CandidateRepository } from '../candidate-repository';
import { refused } from '../committee-service';
import type { BeleniosRepository, StoredBeleniosElection } from './belenios-repository';

/** The candidate pair as the ballot names it: "1. Nama & Nama Wakil". */
const answerOf = (c: { nomor: number; nama: string; namaWakil: string | null }) =>
  `${c.nomor}. ${c.nama}${c.namaWakil ? ` & ${c.namaWakil}` : ''}`;

/**
 * The Belenios record of one election, made from what is stored (issue 34): the setup frozen
 * when the election opens (election.json from the trustees' keys and the candidates, and the
 * verified roll's public credentials), the encrypted tally once it closes, and the `UUID.bel`
 * archive anyone downloads. Each freeze is written once, inside an immediate transaction that
 * reads again what it freezes, so two requests at the opening minute freeze the same thing.
 */
export function createBeleniosRecord(deps: {
  db: Db;
  belenios: BeleniosRepository;
  candidates: CandidateRepository;
}) {
  const { db, belenios } = deps;
  const parsed = new Map<string, BeleniosElection>();
  const electionOf = (text: string): BeleniosElection => {
    let election = parsed.get(text);
    if (!election) {
      election = parseElection(text);
      parsed.set(text, election);
    }
    return election;
  };

  /** Freezes the setup of an open (or closed) election; null when its keys are not ready. */
  const freeze = (election: Election): StoredBeleniosElection | null =>
    db
      .transaction(() => {
        const stored = belenios.find(election.id);
        if (!stored) return null;
        if (stored.electionJson) return stored;
        if (!stored.trusteesJson) return null;
        const trustees = parseTrustees(stored.trusteesJson);
        const text = makeElectionText({
          uuid: stored.uuid,
          group: BELENIOS_2048,
          publicKey: electionPublicKey(BELENIOS_2048, trustees),
          name: election.nama,
          description: election.deskripsi,
          question: election.nama,
          answers: deps.candidates.list(election.id).map(answerOf),
          abstain: election.abstain,
        });
        const credentials = belenios
          .verifiedCredentials(election.id)
          .map((line) => parsePublicCredential(BELENIOS_2048, line).credential);
        const openedAt = Math.floor(Date.parse(election.mulai!) / 1000);
        belenios.setSetup(election.id, text, publicCredentialsText(credentials), openedAt);
        return belenios.find(election.id);
      })
      .immediate();

  /**
   * Once frozen the setup never changes, so every cast after the first reads it without taking
   * the write lock; only the first request after the opening freezes it.
   */
  const setup = (election: Election): StoredBeleniosElection | null => {
    const stored = belenios.find(election.id);
    return stored?.electionJson ? stored : freeze(election);
  };

  return {
    newUuid: () => generateElectionUuid(),
    electionOf,
    /**
     * The frozen record of an election that is open or closed. The states before opening have
     * none: the roll, the candidates and the credentials can still change.
     */
    setup(
      election: Election,
    ): { stored: StoredBeleniosElection; election: BeleniosElection } | null {
      if (election.state !== 'berlangsung' && election.state !== 'selesai') return null;
      const stored = setup(election);
      return stored?.electionJson ? { stored, election: electionOf(stored.electionJson) } : null;
    },

    /** The encrypted tally of a closed election, computed once from the ballots. */
    tally(election: Election): StoredBeleniosElection {
      const frozen = this.setup(election);
      if (!frozen || election.state !== 'selesai') throw refused(BELENIOS_MESSAGES.notClosed);
      if (frozen.stored.tallyJson) return frozen.stored;
      return db
        .transaction(() => {
          const stored = belenios.find(election.id)!;
          if (stored.tallyJson) return stored;
          const ballots = belenios
            .ballots(election.id)
            .map((text) => ({ ballot: parseBallot(text) }));
          const sized = computeEncryptedTally(frozen.election, ballots);
          const tallyText = serializeEncryptedTally(sized.tally);
          const sizedText = sizedEncryptedTallyText(sized.numTallied, sized.totalWeight, tallyText);
          belenios.setTally(election.id, tallyText, sizedText);
          return belenios.find(election.id)!;
        })
        .immediate();
    },

    /**
     * `UUID.bel`: the setup and the ballots while open; after closing the end of the ballots and
     * the encrypted tally; once published the partial decryptions and the result. The partial
     * decryptions wait for the publication, since any t of them give the counts.
     */
    archive(election: Election): { uuid: string; bytes: Uint8Array } | null {
      const frozen = this.setup(election);
      if (!frozen) return null;
      const { stored } = frozen;
      const writer = new ArchiveWriter(stored.dibukaUnix!);
      writer.setup(stored.electionJson!, stored.trusteesJson!, stored.credentialsJson!);
      for (const ballot of belenios.ballots(election.id)) writer.ballot(ballot);
      if (election.state === 'selesai') {
        const tallied = this.tally(election);
        writer.endBallots();
        writer.encryptedTally(tallied.tallyJson!, tallied.sizedTallyJson!);
        if (tallied.resultJson) {
          for (const trustee of belenios.trustees(election.id)) {
            if (trustee.dekripsi)
              writer.partialDecryption(
                trustee.dekripsi,
                ownedText(trustee.posisi, trustee.dekripsi),
              );
          }
          writer.result(tallied.resultJson);
        }
      }
      return { uuid: stored.uuid, bytes: writer.bytes() };
    },
  };
}

export type BeleniosRecord = ReturnType<typeof createBeleniosRecord>;
