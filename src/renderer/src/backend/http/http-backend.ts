import * as z from 'zod/mini';
import { userProfileSchema } from '../../../../shared/accounts';
import { healthSchema } from '../../../../shared/health';
import { LIVE_TOPICS, liveTopicPath } from '../../../../shared/live';
import { generalSettingsSchema } from '../../../../shared/settings';
import type { Backend } from '../contract';
import type { EvotingApi } from '../evoting-api';
import { createHttpClient, type HttpClientOptions } from './http-client';
import { deferredApi } from '../deferred-api';
import { SC_API_METHODS } from '../sc-api';
import { SITE_INFO_PATH, siteInfoSchema } from '../../../../shared/site-info';
import { openLiveStream, type LiveStreamOptions } from './live-stream';
import { pageOrigin } from '../page-origin';
import { storedFileSrc } from '../stored-file-src';
import { AGENDA_FEED_PATH } from '../../../../shared/agenda/agenda-paths';
import { BELENIOS_COMMITTEE_METHODS } from '../belenios-committee-api';
import { BELENIOS_VOTER_METHODS } from '../belenios-voter-api';
import type { TrusteeApi } from '../trustee-api';

const userEnvelope = z.object({ user: userProfileSchema });
const sessionEnvelope = z.object({ user: z.nullable(userProfileSchema) });

export interface HttpBackendOptions extends HttpClientOptions {
  /** Overrides for live streams (tests shorten them). */
  live?: Pick<
    LiveStreamOptions<z.ZodMiniType>,
    'silenceTimeoutMs' | 'retryInitialMs' | 'retryMaxMs'
  >;
}

/** The Backend served by the embedded server over HTTP and Server-Sent Events. */
export function createHttpBackend(options: HttpBackendOptions): Backend {
  const client = createHttpClient(options);
  const live =
    <S extends z.ZodMiniType>(path: string, schema: S) =>
    (observer: Parameters<typeof openLiveStream<S>>[0]['observer']) =>
      openLiveStream({ client, path, schema, observer, ...options.live });
  const publicOrigin = () => client.baseUrl || pageOrigin();
  return {
    kind: 'http',
    publicOrigin,
    publicSiteUrl: async () =>
      (await client.get(SITE_INFO_PATH, siteInfoSchema)).publicUrl ??
      (client.baseUrl || pageOrigin()),
    health: () => client.get('/api/health', healthSchema),
    settings: {
      getGeneral: () => client.get('/api/settings/general', generalSettingsSchema),
      watchGeneral: live(liveTopicPath(LIVE_TOPICS.generalSettings), generalSettingsSchema),
      setFeaturedServices: (shown) =>
        client.send(
          'PUT',
          '/api/settings/general/layanan-digital-terpadu',
          { isPublishedFeaturedServices: shown },
          generalSettingsSchema,
        ),
    },
    auth: {
      currentUser: async () => (await client.get('/api/auth/session', sessionEnvelope)).user,
      signIn: async (email, password) =>
        (await client.send('POST', '/api/auth/login', { email, password }, userEnvelope)).user,
      signOut: () => client.sendEmpty('POST', '/api/auth/logout'),
      // Any request but a live stream counts as activity on the server; this is the lightest.
      keepAlive: async () => {
        await client.get('/api/auth/session', sessionEnvelope);
      },
      // The account forms' requests arrive with those forms (the public pages never need them).
      ...deferredApi(
        () => import('./account-admin-api').then((m) => m.createHttpAccountFormsApi(client)),
        {
          registerAdmin: true,
          registerPanitia: true,
          requestPasswordReset: true,
          resetPassword: true,
        },
      ),
      watchMyProfile: live(liveTopicPath(LIVE_TOPICS.myProfile), userProfileSchema),
    },
    // The profile, Kelola Pengguna, Histori and the dashboard's counts: admin pages only.
    profile: deferredApi(
      () => import('./account-admin-api').then((m) => m.createHttpProfileApi(client)),
      { update: true, changePassword: true },
    ),
    users: deferredApi(
      () => import('./account-admin-api').then((m) => m.createHttpUsersApi(client, live)),
      {
        watchAll: true,
        approve: true,
        reject: true,
        update: true,
        remove: true,
        sendResetLink: true,
      },
    ),
    histori: deferredApi(
      () => import('./account-admin-api').then((m) => m.createHttpAdminRecordsApi(client).histori),
      { page: true, exportCsv: true },
    ),
    admin: deferredApi(
      () => import('./account-admin-api').then((m) => m.createHttpAdminRecordsApi(client).admin),
      { summary: true },
    ),
    // SI-BERKAS code and schemas arrive with their first use, in three parts: the wizard's first
    // step needs only its questions, and public pages never load the panel's code.
    berkas: {
      ...deferredApi(
        () => import('./berkas-form-fields-api').then((m) => m.createBerkasFormFieldsApi(live)),
        { watchFormFields: true },
      ),
      ...deferredApi(
        () => import('./berkas-public-api').then((m) => m.createBerkasPublicApi(client)),
        { submit: true, track: true, openRevision: true, resubmit: true },
      ),
    },
    berkasAdmin: deferredApi(
      () => import('./berkas-admin-api').then((m) => m.createBerkasAdminApi(client, live)),
      {
        list: true,
        counts: true,
        workQueue: true,
        watchChanges: true,
        detail: true,
        verify: true,
        approve: true,
        finish: true,
        downloadFile: true,
      },
    ),
    resources: deferredApi(
      () => import('./resource-api').then((m) => m.createHttpResourceApi(client, live)),
      { watch: true, watchAll: true, create: true, update: true, remove: true, reorder: true },
    ),
    anggaran: deferredApi(
      () => import('./anggaran-api').then((m) => m.createHttpAnggaranApi(client, live)),
      { watchPage: true, watchSummary: true, exportTable: true },
    ),
    lists: deferredApi(
      () => import('./public-list-api').then((m) => m.createHttpPublicListApi(client, live)),
      { watchPage: true, watchChoices: true, watchItem: true, download: true },
    ),
    // The feed's address is known at once; the rest (a live topic and its schema) arrives with
    // the home page or the agenda, not with every page.
    agenda: {
      ...deferredApi(
        () => import('./agenda-api').then((m) => m.createHttpAgendaApi(client, live)),
        {
          watchUpcoming: true,
          calendarFile: true,
        },
      ),
      feedUrl: () => `${publicOrigin()}${AGENDA_FEED_PATH}`,
    },
    // E-voting code arrives with the first page that asks for it (/pemilihan, a committee area,
    // a voter's dashboard).
    evoting: {
      // The public list alone is the home page's (its call to vote): its own small module.
      ...deferredApi(
        () => import('./evoting-public-api').then((m) => m.createHttpEvotingPublicApi(live)),
        { watchPublicList: true },
      ),
      ...deferredApi<Omit<EvotingApi, 'watchPublicList'>>(
        () => import('./evoting-api').then((m) => m.createHttpEvotingApi(client, live)),
        {
          submitRequest: true,
          watchMyRequests: true,
          watchMyElections: true,
          watchRequests: true,
          watchCommitteeAccounts: true,
          approveRequest: true,
          rejectRequest: true,
          watchElections: true,
          cancelElection: true,
          setEvotingPublished: true,
        },
      ),
    },
    committee: deferredApi(
      () => import('./evoting-api').then((m) => m.createHttpCommitteeApi(client, live)),
      {
        watchElection: true,
        updateDetails: true,
        setSchedule: true,
        setAbstain: true,
        openNow: true,
        closeNow: true,
        extend: true,
        watchAnnouncements: true,
        addAnnouncement: true,
        removeAnnouncement: true,
        watchCandidates: true,
        createCandidate: true,
        updateCandidate: true,
        removeCandidate: true,
        watchRoll: true,
        addToRoll: true,
        previewImport: true,
        commitImport: true,
        removeFromRoll: true,
        verify: true,
        reject: true,
      },
    ),
    beleniosCommittee: deferredApi(
      () =>
        import('./belenios-committee-api').then((m) => m.createHttpBeleniosCommitteeApi(client)),
      BELENIOS_COMMITTEE_METHODS,
    ),
    // The credential card, the encrypted booth and the ballot box load it.
    beleniosVoter: deferredApi(
      () => import('./belenios-voter-api').then((m) => m.createHttpBeleniosVoterApi(client)),
      BELENIOS_VOTER_METHODS,
    ),
    voterElections: deferredApi(
      () => import('./evoting-api').then((m) => m.createHttpVoterElectionsApi(client, live)),
      { watchMine: true, requestToJoin: true },
    ),
    // The booth and the results arrive with /voting/{id} and /hasil/{id} (and the committee's
    // publish button).
    ballot: deferredApi(
      () => import('./ballot-api').then((m) => m.createHttpBallotApi(client, live)),
      { watchBooth: true, cast: true, watchResults: true, publishResults: true, record: true },
    ),
    // Only the trustees' pages (/wali/…) and the committee's link to them load this.
    trustees: {
      // The code sign-in (the server checks the committee's code): known without the code.
      witnessSignIn: 'kode',
      witnessLink: () => null,
      ...deferredApi<Omit<TrusteeApi, 'witnessSignIn' | 'witnessLink'>>(
        () => import('./trustee-api').then((m) => m.createHttpTrusteeApi(client)),
        {
          signIn: true,
          signOut: true,
          view: true,
          send: true,
          sendSignInLink: true,
          completeSignInLink: true,
        },
      ),
    },
    // Only the loan pages (/pinjam-sc…, Kelola Peminjaman SC) load the loans' code and schemas.
    sc: deferredApi(
      () => import('./sc-http').then((m) => m.createHttpScApi(client, live)),
      SC_API_METHODS,
    ),

    // Only voter pages (and a tab a voter signed in on) load the voter code and schemas.
    voters: deferredApi(
      () => import('./voter-api').then((m) => m.createHttpVoterApi(client, live)),
      {
        current: true,
        watchCurrent: true,
        register: true,
        signIn: true,
        signOut: true,
        keepAlive: true,
        requestPasswordReset: true,
        resetPassword: true,
        updateProfile: true,
      },
    ),
    images: {
      // The upload's code arrives with the first admin form that uploads.
      ...deferredApi(() => import('./images-api').then((m) => m.createHttpImageUpload(client)), {
        upload: true,
      }),
      // Stored images are `/api/images/…` on the server: the desktop app names its origin.
      src: (url) => storedFileSrc(client.baseUrl, url),
    },
    documents: {
      ...deferredApi(
        () => import('./documents-api').then((m) => m.createHttpDocumentUpload(client)),
        { uploadPdf: true },
      ),
      src: (url) => storedFileSrc(client.baseUrl, url),
    },
  };
}
