import {
  generalSettingsDocSchema,
  resolveGeneralSettings,
  type GeneralSettings,
  type GeneralSettingsDoc,
} from '../../shared/settings';
import { LIVE_TOPICS } from '../../shared/live';
import type { DocumentRepository } from '../db/documents';
import type { LiveHub } from '../live/live-hub';

const GENERAL_PATH = 'settings/general';

export interface SettingsService {
  getGeneral(): GeneralSettings;
  /** Replaces settings/general; a field left out falls back to its default. */
  replaceGeneral(doc: GeneralSettingsDoc): GeneralSettings;
}

export function createSettingsService(
  documents: DocumentRepository,
  hub: LiveHub,
): SettingsService {
  const readDoc = (): GeneralSettingsDoc | undefined => {
    const stored = documents.read(GENERAL_PATH);
    if (stored === undefined) return undefined;
    // A document that no longer matches the schema is treated as absent rather than crashing reads.
    const parsed = generalSettingsDocSchema.safeParse(stored);
    return parsed.success ? parsed.data : undefined;
  };
  return {
    getGeneral: () => resolveGeneralSettings(readDoc()),
    replaceGeneral(doc) {
      const valid = generalSettingsDocSchema.parse(doc);
      documents.write(GENERAL_PATH, valid);
      hub.publish(LIVE_TOPICS.generalSettings);
      return resolveGeneralSettings(valid);
    },
  };
}
