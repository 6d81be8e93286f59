import { doc, getDocFromServer } from 'firebase/firestore';
import type { SessionVault } from '../../../../shared/platform';
import type { Backend } from '../contract';
import { deferredApi } from '../deferred-api';
import { SC_API_METHODS } from '../sc-api';
import { createFirebaseAdminApi } from './admin-api';
import { createFirebaseAnggaranApi } from './anggaran-api';
import { startPageViews, type PageViewReporter } from './analytics';
import { createFirebaseAuthApi } from './auth-api';
import { createFirebaseBallotApi } from './ballot-api';
import { createFirebaseBerkasAdminApi } from './berkas-admin';
import { createFirebaseBerkasApi } from './berkas-public';
import { createFirebaseDocumentsApi } from './documents-api';
import { createFirebaseEvotingApi } from './evoting-api';
import { createFirebaseCommitteeApi } from './evoting-committee-api';
import { createFirebaseBeleniosCommitteeApi } from './belenios-committee-api';
import { createFirebaseBeleniosVoterApi } from './belenios-voter-api';
import { createFirebaseVoterElectionsApi } from './evoting-voter-api';
import { openFirebase } from './firebase-app';
import type { FirebaseBackendConfig } from './firebase-config';
import { translated } from './firebase-errors';
import { createFirebaseHistoriApi } from './histori-api';
import { createFirebaseImagesApi } from './images-api';
import { createFirebasePublicListApi } from './public-list-api';
import { createFirebaseAgendaApi } from './agenda-api';
import { createFirebaseResourceApi } from './resource-api';
import { createFirebaseSettingsApi } from './settings-api';
import { createFirebaseUsersApi } from './users-api';
import { createFirebaseTrusteeApi } from './trustee-api';
import { lazyVoterApp } from './voter-app';
import { createFirebaseVoterApi } from './voter-api';
import { vaultPersistence } from './vault-persistence';
import { pageOrigin } from '../page-origin';

/**
 * package.json's version, written in by Vite's `define` (vite.shared.config.ts). Declared here as
 * well because the adapter is also compiled and run outside Vite (the emulator tests in Node),
 * where it is undefined.
 */
declare const __APP_VERSION__: string | undefined;

export interface FirebaseBackendOptions {
  /** The desktop app's OS keychain: Auth keeps its session there instead of browser storage. */
  sessionVault?: SessionVault | null;
  /** A distinct Firebase app name (tests open several clients in one process). */
  name?: string;
  /** The fetch the SI-BERKAS script endpoint is called with (tests pass their own). */
  fetch?: typeof fetch;
  /** Called once Analytics can report page views; never when it cannot (see analytics.ts). */
  onPageViews?: (report: PageViewReporter) => void;
}

/** The Backend on Firebase: Firestore, Auth, Storage and Analytics (docs/FIREBASE.md). */
export function createFirebaseBackend(
  config: FirebaseBackendConfig,
  options: FirebaseBackendOptions = {},
): Backend {
  const handles = openFirebase(config, {
    ...(options.sessionVault ? { persistence: vaultPersistence(options.sessionVault) } : {}),
    ...(options.name ? { name: options.name } : {}),
  });
  const { onPageViews } = options;
  if (onPageViews)
    void startPageViews(config, handles.app).then(
      (report) => report && onPageViews(report),
      // Analytics is an extra: the portal works the same without it.
      () => undefined,
    );
  const { auth, profile } = createFirebaseAuthApi(handles);
  const voterApp = lazyVoterApp(handles);
  return {
    kind: 'firebase',
    publicOrigin: pageOrigin,
    publicSiteUrl: () => Promise.resolve(config.publicUrl ?? pageOrigin()),
    async health() {
      // There is no server to ask: a read Firestore answers itself (not from the local cache)
      // shows the backend is reachable and the configuration right.
      await translated(() => getDocFromServer(doc(handles.db, 'settings', 'general')));
      return {
        status: 'ok',
        service: 'bem-km-portal',
        version: typeof __APP_VERSION__ === 'undefined' ? '0' : __APP_VERSION__,
        uptimeSeconds: 0,
      };
    },
    settings: createFirebaseSettingsApi(handles),
    auth,
    profile,
    users: createFirebaseUsersApi(handles),
    histori: createFirebaseHistoriApi(handles),
    admin: createFirebaseAdminApi(handles),
    berkas: createFirebaseBerkasApi(handles, options.fetch ? { fetch: options.fetch } : {}),
    berkasAdmin: createFirebaseBerkasAdminApi(handles),
    resources: createFirebaseResourceApi(handles),
    anggaran: createFirebaseAnggaranApi(handles),
    lists: createFirebasePublicListApi(handles),
    agenda: createFirebaseAgendaApi(handles, config.publicUrl ?? null),
    evoting: createFirebaseEvotingApi(handles),
    committee: createFirebaseCommitteeApi(handles),
    beleniosCommittee: createFirebaseBeleniosCommitteeApi(handles),
    beleniosVoter: createFirebaseBeleniosVoterApi(handles, voterApp),
    voterElections: createFirebaseVoterElectionsApi(voterApp),
    voters: createFirebaseVoterApi(handles, voterApp),
    ballot: createFirebaseBallotApi(handles, voterApp),
    trustees: createFirebaseTrusteeApi(handles),
    images: createFirebaseImagesApi(handles),
    documents: createFirebaseDocumentsApi(handles),
    // The loans' code arrives with the first loan page that asks for it (/pinjam-sc and its
    // screens, Kelola Peminjaman SC).
    sc: deferredApi(
      () => import('./sc-api').then((m) => m.createFirebaseScApi(handles)),
      SC_API_METHODS,
    ),
  };
}
