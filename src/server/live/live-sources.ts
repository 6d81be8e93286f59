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

/**
 * A topic's data, split so that a change costs one read per kind of viewer, not one per stream:
 * `access` is the cheap per-stream check, `load` the read shared by every stream with the same key.
 */
export interface LiveSource {
  /**
   * Whether this viewer may watch, as the key of what they see (viewers with the same key see the
   * same snapshot). Throws an AppError (401/403) when they may not. Asked on open and before
   * every snapshot, so the stream of a signed-out or disabled viewer ends.
   */
  access(viewer: LiveViewer): string;
  /** Reads the snapshot for an access key; throws an AppError when it no longer exists. */
  load(key: string): unknown;
}

const PUBLIC = 'public';

/** Every live topic has a source; a topic without one does not compile. */
export function createLiveSources(services: {
  settings: SettingsService;
  sessions: SessionStore;
  users: UserRepository;
  formFields: FormFieldRepository;
}) {
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
  return {
    [LIVE_TOPICS.generalSettings]: {
      access: () => PUBLIC,
      load: () => services.settings.getGeneral(),
    },
    [LIVE_TOPICS.formFields]: { access: () => PUBLIC, load: () => services.formFields.list() },
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
  } satisfies Record<LiveTopic, LiveSource>;
}

export type LiveSources = ReturnType<typeof createLiveSources>;
