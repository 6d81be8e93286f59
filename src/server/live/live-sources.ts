import { LIVE_TOPICS, type LiveTopic } from '../../shared/live';
import { adminMenuEntry, canUseAdminArea } from '../../shared/admin-menu';
import type { SessionStore } from '../accounts/session-store';
import { publicProfile, type UserRepository } from '../accounts/user-repository';
import { AppError } from '../http/app-error';
import type { SettingsService } from '../settings/settings-service';
import type { ResourceServices } from '../resources/resource-services';
import { allResourceLiveSources } from '../resources/resource-services';
import type { LiveSource, LiveViewer } from './live-source';
import type { LiveHub } from './live-hub';
import { anggaranLiveSources } from '../keterbukaan/anggaran-live';
import { agendaLiveSources } from '../agenda/agenda-live';
import { ballotLiveSources } from '../evoting/ballot-live';
import { evotingLiveSources } from '../evoting/evoting-live';
import type { ElectionRepository } from '../evoting/election-repository';
import type { EvotingServices } from '../evoting/evoting-services';
import { voterLiveSources } from '../evoting/voter-live';
import type { VoterRepository } from '../evoting/voter-repository';
import type { ScServices } from '../sc/sc-services';
import { scLiveSources } from '../sc/sc-live';

export type { LiveSource, LiveViewer } from './live-source';

const PUBLIC = 'public';

/** Every live topic has a source; a topic without one does not compile. */
export function createLiveSources(services: {
  settings: SettingsService;
  sessions: SessionStore;
  users: UserRepository;
  voterSessions: SessionStore;
  voters: VoterRepository;
  resources: ResourceServices;
  hub: LiveHub;
  elections: ElectionRepository;
  evoting: EvotingServices;
  sc: ScServices;
}): Record<string, LiveSource> {
  // Each snapshot of the submissions topic is a new number: the panel re-reads its page on it.
  let submissionsVersion = 0;
  // An anonymous viewer of a signed-in topic is refused without touching the database.
  const viewerUser = (viewer: LiveViewer) => {
    const userId = viewer.token ? services.sessions.userIdFor(viewer.token) : undefined;
    const user = userId ? services.users.findById(userId) : undefined;
    if (!user || user.disabled) throw new AppError('UNAUTHENTICATED', 401);
    return user;
  };
  const area = (key: Parameters<typeof adminMenuEntry>[0]) => (viewer: LiveViewer) => {
    if (!canUseAdminArea(viewerUser(viewer), adminMenuEntry(key)))
      throw new AppError('FORBIDDEN', 403);
    return key;
  };
  const fixed = {
    [LIVE_TOPICS.generalSettings]: {
      access: () => PUBLIC,
      load: () => services.settings.getGeneral(),
    },
    [LIVE_TOPICS.submissions]: {
      access: area('berkas'),
      load: () => ({ version: (submissionsVersion += 1) }),
    },
    // One read per account, shared by that account's tabs and devices.
    [LIVE_TOPICS.myProfile]: {
      access: (viewer) => viewerUser(viewer).id,
      load: (userId) => {
        const user = services.users.findById(userId);
        if (!user || user.disabled) throw new AppError('UNAUTHENTICATED', 401);
        return publicProfile(user);
      },
    },
    [LIVE_TOPICS.users]: {
      access: area('kelola-admin'),
      load: () => services.users.list().map(publicProfile),
    },
    ...anggaranLiveSources(services.resources, services.hub),
    ...agendaLiveSources(services.resources, services.hub),
    ...evotingLiveSources(services),
    ...voterLiveSources(services),
    ...ballotLiveSources({ ...services, ballotReads: services.evoting.ballotReads }),
    ...scLiveSources(services),
  } satisfies Record<Exclude<LiveTopic, typeof LIVE_TOPICS.formFields>, LiveSource>;
  // Each declared collection brings its own topics (src/server/resources/resource-live.ts).
  return {
    ...fixed,
    ...allResourceLiveSources(services.resources, (resource) => area(resource.writeArea)),
  };
}

export type LiveSources = Record<string, LiveSource>;
