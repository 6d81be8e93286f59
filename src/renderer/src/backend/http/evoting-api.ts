import * as z from 'zod/mini';
import { EVOTING_PATHS } from '../../../../shared/evoting/evoting-paths';
import { LIVE_TOPICS, type LiveTopic } from '../../../../shared/live';
import { generalSettingsSchema } from '../../../../shared/settings';
import type { LiveObserver } from '../contract';
import type { CommitteeApi, EvotingApi, VoterElectionsApi } from '../evoting-api';
import type { HttpClient } from './http-client';
import type { LiveFactory } from './live-factory';
import { createHttpEvotingPublicApi } from './evoting-public-api';
import { withLiveParam } from './live-param';
import {
  announcementSchema,
  candidateSchema,
  committeeElectionSchema,
  committeeMemberSchema,
  electionOverviewSchema,
  electionRequestSchema,
  rollEntrySchema,
  rollImportPreviewSchema,
  voterElectionSchema,
} from './evoting-schemas';

/** /pemilihan, the requests and Manajemen E-Voting over the embedded server. */
export function createHttpEvotingApi(client: HttpClient, live: LiveFactory): EvotingApi {
  const paths = EVOTING_PATHS;
  return {
    ...createHttpEvotingPublicApi(live),
    submitRequest: (input) => client.send('POST', paths.requests, input, electionRequestSchema),
    watchMyRequests: live(
      withLiveParam(LIVE_TOPICS.myElectionRequests),
      z.array(electionRequestSchema),
    ),
    watchMyElections: live(
      withLiveParam(LIVE_TOPICS.myCommitteeElections),
      z.array(electionOverviewSchema),
    ),
    watchRequests: live(
      withLiveParam(LIVE_TOPICS.electionRequests),
      z.array(electionRequestSchema),
    ),
    watchCommitteeAccounts: live(
      withLiveParam(LIVE_TOPICS.committeeAccounts),
      z.array(committeeMemberSchema),
    ),
    approveRequest: (id, panitiaTambahan) =>
      client.send('POST', paths.approve(id), { panitiaTambahan }, electionOverviewSchema),
    rejectRequest: (id, alasan) =>
      client.send('POST', paths.reject(id), { alasan }, electionRequestSchema),
    watchElections: live(withLiveParam(LIVE_TOPICS.elections), z.array(electionOverviewSchema)),
    cancelElection: (id) => client.send('POST', paths.cancel(id), {}, electionOverviewSchema),
    setEvotingPublished: (published) =>
      client.send(
        'PUT',
        paths.publishedSwitch,
        { isEvotingPublished: published },
        generalSettingsSchema,
      ),
  };
}

/** The committee area /panitia/{eventId} over `/api/panitia/:eventId/…`. */
export function createHttpCommitteeApi(client: HttpClient, live: LiveFactory): CommitteeApi {
  const at = EVOTING_PATHS.committee;
  const watch =
    <S extends z.ZodMiniType>(topic: LiveTopic, schema: S) =>
    (eventId: string, observer: LiveObserver<z.infer<S>>) =>
      live(withLiveParam(topic, eventId), schema)(observer);
  const election = (method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown) =>
    client.send(method, path, body, committeeElectionSchema);
  return {
    watchElection: watch(LIVE_TOPICS.committeeElection, committeeElectionSchema),
    updateDetails: (eventId, input) => election('PATCH', at(eventId), input),
    setSchedule: (eventId, input) => election('PUT', at(eventId, 'jadwal'), input),
    setAbstain: (eventId, abstain) => election('PUT', at(eventId, 'abstain'), { abstain }),
    openNow: (eventId, selesai) => election('POST', at(eventId, 'buka'), { selesai }),
    closeNow: (eventId) => election('POST', at(eventId, 'tutup'), {}),
    extend: (eventId, selesai) => election('POST', at(eventId, 'perpanjang'), { selesai }),

    watchAnnouncements: watch(LIVE_TOPICS.committeeAnnouncements, z.array(announcementSchema)),
    addAnnouncement: (eventId, teks) =>
      client.send('POST', at(eventId, 'pengumuman'), { teks }, announcementSchema),
    removeAnnouncement: (eventId, id) => client.sendEmpty('DELETE', at(eventId, 'pengumuman', id)),

    watchCandidates: watch(LIVE_TOPICS.committeeCandidates, z.array(candidateSchema)),
    createCandidate: (eventId, input) =>
      client.send('POST', at(eventId, 'kandidat'), input, candidateSchema),
    updateCandidate: (eventId, id, input) =>
      client.send('PUT', at(eventId, 'kandidat', id), input, candidateSchema),
    removeCandidate: (eventId, id) => client.sendEmpty('DELETE', at(eventId, 'kandidat', id)),

    watchRoll: watch(LIVE_TOPICS.committeeRoll, z.array(rollEntrySchema)),
    addToRoll: (eventId, voter) =>
      client.send(
        'POST',
        at(eventId, 'pemilih'),
        { nim: voter.nim, namaLengkap: voter.namaLengkap },
        rollEntrySchema,
      ),
    previewImport: (eventId, csv) =>
      client.send(
        'POST',
        at(eventId, 'pemilih', 'impor', 'pratinjau'),
        { csv },
        rollImportPreviewSchema,
      ),
    commitImport: (eventId, csv) =>
      client.send('POST', at(eventId, 'pemilih', 'impor'), { csv }, rollImportPreviewSchema),
    removeFromRoll: (eventId, voterId) =>
      client.sendEmpty('DELETE', at(eventId, 'pemilih', voterId)),
    verify: (eventId, voterId) =>
      client.send('POST', at(eventId, 'pemilih', voterId, 'verifikasi'), {}, rollEntrySchema),
    reject: (eventId, voterId, alasan) =>
      client.send('POST', at(eventId, 'pemilih', voterId, 'tolak'), { alasan }, rollEntrySchema),
  };
}

/** The voter's elections over their own session (the voter cookie). */
export function createHttpVoterElectionsApi(
  client: HttpClient,
  live: LiveFactory,
): VoterElectionsApi {
  return {
    watchMine: live(withLiveParam(LIVE_TOPICS.voterElections), z.array(voterElectionSchema)),
    requestToJoin: (eventId) =>
      client.send('POST', EVOTING_PATHS.join(eventId), {}, voterElectionSchema),
  };
}
