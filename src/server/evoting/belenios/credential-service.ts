import {
  BELENIOS_MESSAGES,
  committeeCredentialsInput,
  voterCredentialInput,
} from '../../../shared/evoting/belenios-election';
import { parsePublicCredential } from '../../../shared/evoting/belenios/credential';
import { BELENIOS_2048 } from '../../../shared/evoting/belenios/group';
import { EVOTING_HISTORY } from '../../../shared/evoting/election-history';
import { isFrozen } from '../../../shared/evoting/election-state';
import type { StoredUser } from '../../accounts/user-repository';
import type { Db } from '../../db/database';
import type { HistoriService } from '../../histori/histori-service';
import { AppError, parseInput } from '../../http/app-error';
import type { BallotRepository } from '../ballot-repository';
import { electionNotFound, refused } from '../committee-service';
import type { ElectionRepository } from '../election-repository';
import type { StoredVoter } from '../voter-repository';
import type { BeleniosRepository } from './belenios-repository';

/** A public credential as the backend keeps it: a group element, in canonical decimal. */
function checkedCredential(publik: string): string {
  try {
    const { credential, weight } = parsePublicCredential(BELENIOS_2048, publik);
    if (weight !== 1n || credential.toString() !== publik) throw new Error('not canonical');
    return publik;
  } catch {
    throw new AppError('VALIDATION', 400, BELENIOS_MESSAGES.badCredential, {
      publik: BELENIOS_MESSAGES.badCredential,
    });
  }
}

/**
 * Voters' credentials (issue 34 item 2; docs/EVOTING.md "Credentials"). Only public credentials
 * reach the backend: a voter's own browser makes theirs and registers g^s; for a verified voter
 * who has none, the committee's browser acts as the credential authority and registers g^s of a
 * credential it hands to that voter itself. Both only before the election opens, when the list
 * is frozen into the record. The backend never holds a private credential, so it cannot sign a
 * ballot for anyone.
 */
export function createCredentialService(deps: {
  db: Db;
  elections: ElectionRepository;
  ballots: BallotRepository;
  belenios: BeleniosRepository;
  histori: HistoriService;
}) {
  const { db, elections, belenios } = deps;

  /**
   * Before opening. A voter registers once the election is scheduled: a draft is its committee's
   * business alone, for voters it does not exist yet. The committee may act on a draft too.
   */
  const openable = (eventId: string, forVoter: boolean) => {
    const election = elections.find(eventId);
    if (!election || (forVoter && election.state === 'draf')) throw electionNotFound();
    if (!belenios.find(eventId)) throw refused(BELENIOS_MESSAGES.notBelenios);
    if (isFrozen(election.state)) throw refused(BELENIOS_MESSAGES.credentialsFrozen);
    return election;
  };

  return {
    /** The voter's own browser registers (or replaces) the voter's public credential. */
    register(voter: StoredVoter, eventId: string, body: unknown): { kredensial: true } {
      const publik = checkedCredential(parseInput(voterCredentialInput, body).publik);
      db.transaction(() => {
        openable(eventId, true);
        if (deps.ballots.rollStatus(eventId, voter.id) !== 'terverifikasi')
          throw refused(BELENIOS_MESSAGES.notOnVerifiedRoll);
        const owner = belenios.credentialOwner(eventId, publik);
        if (owner && owner !== voter.id) throw refused(BELENIOS_MESSAGES.credentialTaken);
        belenios.setCredential(eventId, voter.id, publik);
      }).immediate();
      return { kredensial: true };
    },

    /** The verified voters who have no credential yet (for the committee's authority step). */
    missing(eventId: string) {
      const election = elections.find(eventId);
      if (!election) throw electionNotFound();
      return {
        tanpaKredensial: belenios.withoutCredential(eventId),
        jumlahKredensial: belenios.verifiedCredentials(eventId).length,
      };
    },

    /** The committee's browser registers credentials it made for voters who have none. */
    issue(actor: StoredUser, eventId: string, body: unknown) {
      const { kredensial } = parseInput(committeeCredentialsInput, body);
      const entries = kredensial.map((k) => ({
        voterId: k.voterId,
        publik: checkedCredential(k.publik),
      }));
      if (new Set(entries.map((e) => e.publik)).size !== entries.length)
        throw refused(BELENIOS_MESSAGES.credentialTaken);
      db.transaction(() => {
        // The committee prepares credentials from the draft on (its Ringkasan offers it there).
        const election = openable(eventId, false);
        for (const { voterId, publik } of entries) {
          if (deps.ballots.rollStatus(eventId, voterId) !== 'terverifikasi')
            throw refused(BELENIOS_MESSAGES.voterNotVerified);
          // Never over a voter's own: theirs may already be on their device.
          if (belenios.credential(eventId, voterId))
            throw refused(BELENIOS_MESSAGES.credentialExists);
          if (belenios.credentialOwner(eventId, publik))
            throw refused(BELENIOS_MESSAGES.credentialTaken);
          belenios.setCredential(eventId, voterId, publik);
        }
        deps.histori.record(
          actor,
          EVOTING_HISTORY.credentialsIssued(election.nama, entries.length),
        );
      }).immediate();
      return { jumlahKredensial: belenios.verifiedCredentials(eventId).length };
    },
  };
}

export type CredentialService = ReturnType<typeof createCredentialService>;
