import { LIVE_TOPICS, type LiveTopic } from '../../shared/live';
import type { SettingsService } from '../settings/settings-service';

export interface LiveSource {
  /** Reads the current snapshot of the topic. */
  load(): unknown;
}

/** Every live topic has a source; a topic without one does not compile. */
export function createLiveSources(services: { settings: SettingsService }) {
  return {
    [LIVE_TOPICS.generalSettings]: { load: () => services.settings.getGeneral() },
  } satisfies Record<LiveTopic, LiveSource>;
}

export type LiveSources = ReturnType<typeof createLiveSources>;
