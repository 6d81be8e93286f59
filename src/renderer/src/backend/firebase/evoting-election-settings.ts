import {
  serverTimestamp,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  electionAbstainInput,
  electionDetailsInput,
  electionScheduleInput,
  extendInput,
  openNowInput,
} from '../../../../shared/evoting/election';
import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
import { EVOTING_HISTORY } from '../../../../shared/evoting/election-history';
import {
  closeNowProblem,
  configurationProblem,
  ELECTION_MESSAGES,
  extendProblem,
  openNowProblem,
  scheduleProblem,
} from '../../../../shared/evoting/election-state';
import type { CommitteeApi } from '../evoting-api';
import {
  commitWithHistori,
  committeeContext,
  evotingRefs,
  isDocId,
  refuse,
} from './evoting-access';
import {
  committeeFromDoc,
  electionFromDoc,
  mapDoc,
  mapDocs,
  rollEntryFromDoc,
} from './evoting-docs';
import { ballotRefs } from './ballot-docs';
import { beleniosOpenProblem, beleniosSetupChange, openingInstant } from './belenios-opening';
import { beleniosTurnout } from './belenios-turnout';
import { writeAbstainSetting, writeEmptyShards } from './ballot-writes';
import { clockedEmitter, combineSources } from './evoting-live';
import {
  committeeElectionOf,
  countCandidates,
  countRoll,
  overviewOf,
  readCommitteeElection,
  rollCountsOf,
} from './evoting-overview';
import { docSource, querySource } from './evoting-sources';
import { instantOf } from './evoting-writes';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError } from './firebase-errors';
import { validInput } from './validate-input';

type SettingsApi = Pick<
  CommitteeApi,
  | 'watchElection'
  | 'updateDetails'
  | 'setSchedule'
  | 'setAbstain'
  | 'openNow'
  | 'closeNow'
  | 'extend'
>;

/** What the committee area's summary follows live. */
interface ElectionSources extends Record<string, unknown> {
  committee: DocumentSnapshot;
  election: DocumentSnapshot;
  roll: QueryDocumentSnapshot[];
  candidates: QueryDocumentSnapshot[];
  /** The receipts: turnout, live (one per voter who voted; no choice in any). */
  box: QueryDocumentSnapshot[];
}

/** The field a schedule problem belongs to, for the form to show it there (as the server). */
const scheduleField = (problem: string) =>
  problem === ELECTION_MESSAGES.endBeforeStart ? 'selesai' : 'mulai';

/**
 * /panitia/{eventId}'s ringkasan and pengaturan on Firestore: the election's details, schedule,
 * abstain, "Buka sekarang", "Tutup sekarang" and the extension. The shared state machine decides
 * with this client's clock (for the message); the rules decide again with request.time.
 */
export function createFirebaseElectionSettings(h: FirebaseHandles): SettingsApi {
  const refs = evotingRefs(h);
  const ballot = ballotRefs(h);
  const now = () => Date.now();

  return {
    watchElection(eventId, observer) {
      const fail = (error: unknown) => observer.error?.(toBackendError(error));
      if (!isDocId(eventId)) {
        queueMicrotask(() => fail(refuse.forbidden()));
        return () => undefined;
      }
      let latest: ElectionSources | null = null;
      let stopped = false;
      // A Belenios election's ballots, counted by polling (belenios-turnout.ts says why).
      const belenios = beleniosTurnout(
        h,
        eventId,
        () => clock.refresh(),
        (error) => {
          stop();
          fail(error);
        },
      );
      const clock = clockedEmitter((at) => {
        if (!latest || stopped) return [];
        const record = mapDoc(latest.election, (id, data) => electionFromDoc(id, data, at));
        if (!record) {
          stop();
          fail(refuse.notFound());
          return [];
        }
        belenios.follow(record.election.state);
        const roll = mapDocs(latest.roll, (id, data) => rollEntryFromDoc(id, data, at));
        // An election has receipts or Belenios ballots, never both: the sum is its turnout.
        const overview = overviewOf(
          record,
          committeeFromDoc(latest.committee.data()),
          rollCountsOf(roll, latest.box.length + belenios.count),
        );
        observer.next(committeeElectionOf(overview, latest.candidates.length));
        return [record.election];
      });
      // The committee document first: the rules refuse it to anyone but the committee and the
      // master, as they refuse the roll. The roll is followed so that its counts move live, the
      // box so that the turnout does.
      const stopSources = combineSources<ElectionSources>(
        {
          committee: docSource(refs.committee(eventId)),
          election: docSource(refs.election(eventId)),
          roll: querySource(refs.roll(eventId)),
          candidates: querySource(refs.candidates(eventId)),
          box: querySource(ballot.box(eventId)),
        },
        (values) => {
          latest = values;
          clock.refresh();
        },
        (error) => {
          belenios.stop();
          clock.stop();
          fail(error);
        },
      );
      function stop() {
        stopped = true;
        belenios.stop();
        clock.stop();
        stopSources();
      }
      return stop;
    },

    async updateDetails(eventId, raw) {
      const input = validInput(electionDetailsInput, raw);
      const { actor, election } = await committeeContext(h, eventId);
      // The name and description may change while open, not once it is over.
      if (configurationProblem(election.state) === ELECTION_MESSAGES.closed)
        throw refuse.conflict(ELECTION_MESSAGES.closed);
      await commitWithHistori(h, actor, EVOTING_HISTORY.details(input.nama), (batch) =>
        batch.update(refs.election(eventId), { nama: input.nama, deskripsi: input.deskripsi }),
      );
      return readCommitteeElection(h, eventId);
    },

    async setSchedule(eventId, raw) {
      const input = validInput(electionScheduleInput, raw);
      const { actor, election, record } = await committeeContext(h, eventId);
      const frozen = configurationProblem(election.state);
      if (frozen) throw refuse.conflict(frozen);
      const problem = scheduleProblem(input.mulai, input.selesai, now());
      if (problem) throw refuse.field(scheduleField(problem), problem);
      // A Belenios election's setup follows the start in the same batch (belenios-opening.ts).
      const setup = await beleniosSetupChange(h, eventId, { mulai: input.mulai });
      // After the times' own checks, as the server: a new election needs its trustees first.
      if (record.terenkripsi && !setup) throw refuse.conflict(BELENIOS_MESSAGES.trusteesRequired);
      await commitWithHistori(
        h,
        actor,
        EVOTING_HISTORY.schedule(election.nama, input.mulai, input.selesai),
        (batch) => {
          batch.update(refs.election(eventId), {
            mulai: instantOf(input.mulai),
            selesai: instantOf(input.selesai),
          });
          writeEmptyShards(batch, ballot, eventId);
          setup?.(batch);
        },
      );
      return readCommitteeElection(h, eventId);
    },

    async setAbstain(eventId, abstain) {
      const input = validInput(electionAbstainInput, { abstain });
      const { actor, election } = await committeeContext(h, eventId);
      const problem = configurationProblem(election.state);
      if (problem) throw refuse.conflict(problem);
      // election.json names abstain (Belenios' blank): rebuilt in the same batch.
      const setup = await beleniosSetupChange(h, eventId, {
        mulai: election.mulai,
        abstain: input.abstain,
      });
      await commitWithHistori(
        h,
        actor,
        EVOTING_HISTORY.abstain(election.nama, input.abstain),
        (b) => {
          b.update(refs.committee(eventId), { abstain: input.abstain });
          writeAbstainSetting(b, ballot, eventId, input.abstain);
          setup?.(b);
        },
      );
      return readCommitteeElection(h, eventId);
    },

    async openNow(eventId, selesai) {
      const input = validInput(openNowInput, { selesai });
      const { actor, election, record } = await committeeContext(h, eventId);
      // Readiness is judged on the documents themselves, not on a stored count.
      const [candidates, roll] = await Promise.all([
        countCandidates(h, eventId),
        countRoll(h, eventId),
      ]);
      const ready = { candidates, abstain: election.abstain, rollSize: roll.terverifikasi };
      const problem =
        openNowProblem(election, ready, input.selesai, now()) ??
        (await beleniosOpenProblem(h, eventId, record.terenkripsi === true));
      if (problem) throw refuse.conflict(problem);
      const end = input.selesai ?? election.selesai ?? '';
      // A plaintext election starts at the server's time of the write (the rules accept a start
      // at request.time); a Belenios one a few seconds ahead, explicitly, for its setup's
      // `dibukaUnix` to name the same second in the same batch (belenios-opening.ts).
      const start = openingInstant(now());
      const setup = await beleniosSetupChange(h, eventId, { mulai: start });
      await commitWithHistori(h, actor, EVOTING_HISTORY.openedNow(election.nama, end), (batch) => {
        batch.update(refs.election(eventId), {
          mulai: setup ? instantOf(start) : serverTimestamp(),
          selesai: instantOf(end),
        });
        writeEmptyShards(batch, ballot, eventId);
        setup?.(batch);
      });
      return readCommitteeElection(h, eventId);
    },

    async closeNow(eventId) {
      const { actor, election } = await committeeContext(h, eventId);
      const problem = closeNowProblem(election, now());
      if (problem) throw refuse.conflict(problem);
      await commitWithHistori(h, actor, EVOTING_HISTORY.closedNow(election.nama), (batch) =>
        batch.update(refs.election(eventId), { selesai: serverTimestamp() }),
      );
      return readCommitteeElection(h, eventId);
    },

    async extend(eventId, selesai) {
      const input = validInput(extendInput, { selesai });
      const { actor, election } = await committeeContext(h, eventId);
      const problem = extendProblem(election, input.selesai, now());
      if (problem) throw refuse.conflict(problem);
      await commitWithHistori(
        h,
        actor,
        EVOTING_HISTORY.extended(election.nama, input.selesai),
        (b) => b.update(refs.election(eventId), { selesai: instantOf(input.selesai) }),
      );
      return readCommitteeElection(h, eventId);
    },
  };
}
