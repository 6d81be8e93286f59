import { LIVE_TOPICS, type LiveTopic } from '../../shared/live';
import { adminMenuEntry, canUseAdminArea } from '../../shared/admin-menu';
import type { SessionStore } from '../accounts/session-store';
import { publicProfile, type UserRepository } from '../accounts/user-repository';
import { AppError } from '../http/app-error';
import type { SettingsService } from '../settings/settings-service';
import type { FormFieldRepository } from '../berkas/form-field-repository';

/** Who is watching: the session token of the stream's request, re-checked on every snapshot. */
export interface LiveViewer {
  token: string | undefined;
}

export interface LiveSource {
  /** Reads the current snapshot for this viewer; throws an AppError when they may not see it. */
  load(viewer: LiveViewer): unknown;
}

/** Every live topic has a source; a topic without one does not compile. */
export function createLiveSources(services: {
  settings: SettingsService;
  sessions: SessionStore;
  users: UserRepository;
  formFields: FormFieldRepository;
}) {
  // Each snapshot of the submissions topic is a new number: the panel re-reads its page on it.
  let submissionsVersion = 0;
  // Re-resolving the session on every snapshot ends the stream of a signed-out or disabled user.
  const viewerUser = (viewer: LiveViewer) => {
    const userId = viewer.token ? services.sessions.userIdFor(viewer.token) : undefined;
    const user = userId ? services.users.findById(userId) : undefined;
    if (!user || user.disabled) throw new AppError('UNAUTHENTICATED', 401);
    return user;
  };
  return {
    [LIVE_TOPICS.generalSettings]: { load: () => services.settings.getGeneral() },
    [LIVE_TOPICS.formFields]: { load: () => services.formFields.list() },
    [LIVE_TOPICS.submissions]: {
      load: (viewer) => {
        const user = viewerUser(viewer);
        if (!canUseAdminArea(user, adminMenuEntry('berkas'))) throw new AppError('FORBIDDEN', 403);
        return { version: (submissionsVersion += 1) };
      },
    },
    [LIVE_TOPICS.myProfile]: { load: (viewer) => publicProfile(viewerUser(viewer)) },
    [LIVE_TOPICS.users]: {
      load: (viewer) => {
        const user = viewerUser(viewer);
        if (!canUseAdminArea(user, adminMenuEntry('kelola-admin')))
          throw new AppError('FORBIDDEN', 403);
        return services.users.list().map(publicProfile);
      },
    },
  } satisfies Record<LiveTopic, LiveSource>;
}

export type LiveSources = ReturnType<typeof createLiveSources>;
