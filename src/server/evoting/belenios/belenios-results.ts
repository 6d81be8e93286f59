import { BELENIOS_MESSAGES } from '../../../shared/evoting/belenios-election';
import {
  parseEncryptedTally,
  parsePartialDecryption,
} from '../../../shared/evoting/belenios/partial-decryption';
import {
  checkResult,
  computeResult,
  parseResult,
  serializeResult,
} from '../../../shared/evoting/belenios/result';
import { parseTrustees } from '../../../shared/evoting/belenios/trustee-key';
import type { Election } from '../../../shared/evoting/election';
import type { CandidateResult } from '../../../shared/evoting/results';
import type { BallotBox } from '../ballot-reads';
import type { CandidateRepository } from '../candidate-repository';
import { refused } from '../committee-service';
import type { BeleniosRecord } from './belenios-record';
import type { BeleniosRepository } from './belenios-repository';

/**
 * The result of a Belenios election (issue 34 item 4): computed from the encrypted tally and the
 * trustees' partial decryptions when the committee publishes, checked, stored once. Before that
 * no count exists anywhere; the box of a Belenios election is its trackers and, once computed,
 * the counts the result gives (index 0 is abstain when the election allows it, then the
 * candidates in ballot-number order, as the ballot lists them).
 */
export function createBeleniosResults(deps: {
  belenios: BeleniosRepository;
  record: BeleniosRecord;
  candidates: CandidateRepository;
}) {
  const { belenios, record } = deps;

  return {
    handles: (eventId: string) => belenios.find(eventId) !== null,

    /** Computes, checks and stores the result; returns the election's fingerprint. */
    compute(election: Election): string {
      const frozen = record.setup(election);
      if (!frozen || election.state !== 'selesai') throw refused(BELENIOS_MESSAGES.notClosed);
      const tallied = record.tally(election);
      if (tallied.resultJson) return frozen.election.fingerprint;
      const partials = belenios
        .trustees(election.id)
        .filter((t) => t.dekripsi !== null)
        .map((t) => ({ owner: t.posisi, partialDecryption: parsePartialDecryption(t.dekripsi!) }));
      if (partials.length < tallied.ambang)
        throw refused(BELENIOS_MESSAGES.notEnoughDecryptions(partials.length, tallied.ambang));
      const trustees = parseTrustees(tallied.trusteesJson!);
      const sized = JSON.parse(tallied.sizedTallyJson!) as {
        num_tallied: number;
        total_weight: string | number;
      };
      const sizedTally = {
        tally: parseEncryptedTally(tallied.tallyJson!),
        numTallied: sized.num_tallied,
        totalWeight: Number(sized.total_weight),
      };
      const computed = computeResult(frozen.election, sizedTally, trustees, partials);
      if (
        !computed.ok ||
        !checkResult(frozen.election, sizedTally, trustees, partials, computed.result)
      )
        throw refused(BELENIOS_MESSAGES.resultFailed);
      belenios.setResult(election.id, serializeResult(computed.result));
      return frozen.election.fingerprint;
    },

    /**
     * The box of a Belenios election: its trackers, and the counts once the result exists; with
     * the election's UUID, which names its public record.
     */
    box(election: Election): (BallotBox & { uuid: string }) | null {
      const stored = belenios.find(election.id);
      if (!stored) return null;
      const row = stored.resultJson ? (parseResult(stored.resultJson)[0] ?? []) : null;
      const offset = election.abstain ? 1 : 0;
      const kandidat: CandidateResult[] = deps.candidates.list(election.id).map((c, i) => ({
        id: c.id,
        nomor: c.nomor,
        nama: c.nama,
        namaWakil: c.namaWakil,
        fotoUrl: c.foto?.url ?? null,
        suara: row?.[i + offset] ?? 0,
      }));
      return {
        uuid: stored.uuid,
        receipts: belenios.trackers(election.id),
        kandidat,
        abstain: election.abstain ? (row?.[0] ?? 0) : null,
      };
    },
  };
}

export type BeleniosResults = ReturnType<typeof createBeleniosResults>;
